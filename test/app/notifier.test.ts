// @vitest-environment node
import { createNotifierBridge, type ToastApi } from '../../src/app/notifier';

function recordingApi(): ToastApi & { shown: string[] } {
  const shown: string[] = [];
  return { shown, error: (text) => shown.push(`error:${text}`), success: (text) => shown.push(`success:${text}`) };
}

const translate = (m: { id: string } | { text: string }) => ('text' in m ? m.text : `T(${m.id})`);

describe('notifier bridge', () => {
  it('holds messages until attached, then shows each once, translated at that moment', () => {
    const bridge = createNotifierBridge(translate);
    bridge.error({ id: 'loginExpired' });
    bridge.success({ text: 'saved' });
    const api = recordingApi();
    bridge.attach(api);
    bridge.attach(api);
    expect(api.shown).toEqual(['error:T(loginExpired)', 'success:saved']);
  });

  it('keeps what came while detached (a holder remount) and shows it on the next attach', () => {
    const bridge = createNotifierBridge(translate);
    const first = recordingApi();
    bridge.attach(first);
    bridge.detach();
    bridge.error({ text: 'session ended' });
    expect(first.shown).toEqual([]);
    const second = recordingApi();
    bridge.attach(second);
    expect(second.shown).toEqual(['error:session ended']);
  });

  it('drops everything once disposed, and shows nothing after', () => {
    const bridge = createNotifierBridge(translate);
    bridge.error({ text: 'late' });
    bridge.dispose();
    const api = recordingApi();
    bridge.attach(api);
    bridge.error({ text: 'later' });
    expect(api.shown).toEqual([]);
  });
});

describe('the end of a session', () => {
  it('takes down the toasts shown and drops those still waiting: the next user sees none of them', () => {
    const bridge = createNotifierBridge(translate);
    bridge.error({ text: 'upload of lease.pdf failed' });
    bridge.clear();
    const destroyed: string[] = [];
    const api = { ...recordingApi(), destroy: () => destroyed.push('all') };
    bridge.attach(api);
    expect(api.shown).toEqual([]);
    bridge.error({ text: 'hall.png was refused' });
    bridge.clear();
    expect(destroyed).toEqual(['all']);
    bridge.success({ id: 'signOut2' });
    expect(api.shown).toEqual(['error:hall.png was refused', 'success:T(signOut2)']);
  });
});
