// hls.js ships its light build (no subtitles, alternate audio, DRM or CMCD: none needed for
// camera clips, ~70 KB gzip less) without types of its own; its API is the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
