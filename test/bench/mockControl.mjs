// The mock's control endpoint (/__mock__/control), as the bench rows drive it.

/** Sends one control action to the mock behind `url`; its result, or throws with the mock's message. */
export async function mockControl(url, body) {
  const answer = await fetch(new URL('/__mock__/control', url), { method: 'POST', headers: { 'content-type': 'application/json', 'x-cem-mock-control': '1' }, body: JSON.stringify(body) });
  const envelope = await answer.json();
  if (envelope.status !== 0) throw new Error(`mock control ${body.action}: ${envelope.message}`);
  return envelope.result;
}
