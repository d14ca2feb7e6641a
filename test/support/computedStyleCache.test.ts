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
});
