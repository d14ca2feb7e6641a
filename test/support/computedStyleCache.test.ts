import { screen } from '@testing-library/react';

/** The computed-style cache of test/setup.ts must never answer with a style the document no longer has. */
describe('getComputedStyle in tests (cached between document changes)', () => {
  afterEach(() => {
    document.head.querySelectorAll('style[data-test]').forEach((node) => node.remove());
    document.body.innerHTML = '';
  });

  it('sees a class change, a new style element and an inline style made just before the call', () => {
    const style = document.createElement('style');
    style.setAttribute('data-test', '');
    style.textContent = '.gone { display: none }';
    document.head.appendChild(style);
    document.body.innerHTML = '<div id="box"><button type="button">Go</button></div>';
    const box = document.getElementById('box')!;
    expect(getComputedStyle(box).display).toBe('block');
    expect(getComputedStyle(box)).toBe(getComputedStyle(box)); // unchanged document: one answer
    box.className = 'gone';
    expect(getComputedStyle(box).display).toBe('none');
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
    box.className = '';
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    box.style.visibility = 'hidden';
    expect(getComputedStyle(box).visibility).toBe('hidden');
    style.textContent = '#box { display: none }';
    box.style.visibility = '';
    expect(getComputedStyle(box).display).toBe('none');
  });

  it('sees rules added through the CSSOM (no DOM change)', () => {
    const style = document.createElement('style');
    style.setAttribute('data-test', '');
    document.head.appendChild(style);
    document.body.innerHTML = '<p id="text">Hello</p>';
    const text = document.getElementById('text')!;
    expect(getComputedStyle(text).display).toBe('block');
    style.sheet!.insertRule('#text { display: none }');
    expect(getComputedStyle(text).display).toBe('none');
  });

  it('forgets what a change can reach: an ancestor’s class, a move under a hidden parent, a sibling’s arrival, a rule’s text', () => {
    const style = document.createElement('style');
    style.setAttribute('data-test', '');
    style.textContent = '.shut .leaf { visibility: hidden } .closed { display: none } li:first-child { display: none }';
    document.head.appendChild(style);
    document.body.innerHTML = '<div id="outer"><p><span id="leaf" class="leaf">x</span></p></div><div id="closed" class="closed"></div><ul id="list"><li id="one">1</li></ul>';
    const leaf = document.getElementById('leaf')!;
    const one = document.getElementById('one')!;
    expect(getComputedStyle(leaf).visibility).toBe('visible');
    expect(getComputedStyle(one).display).toBe('none');
    // A class two levels up reaches the leaf through a descendant selector.
    document.getElementById('outer')!.className = 'shut';
    expect(getComputedStyle(leaf).visibility).toBe('hidden');
    // A node moved under a hidden parent: Testing Library no longer finds it.
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="go">Go</button>');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    document.getElementById('closed')!.appendChild(document.getElementById('go')!);
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
    // A new first sibling: the old first item is no longer :first-child.
    one.insertAdjacentHTML('beforebegin', '<li>0</li>');
    expect(getComputedStyle(one).display).toBe('list-item');
    // The rules' own text changes.
    style.firstChild!.textContent = '';
    expect(getComputedStyle(leaf).visibility).toBe('visible');
  });
});
