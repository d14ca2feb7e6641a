// `virtual:pwa-register` (vite-plugin-pwa): the standalone build's service worker registration.
/// <reference types="vite-plugin-pwa/vanillajs" />
