import type { Plugin } from 'vite';

const OFF = '\0cem:axios-fetch-adapter-off';

/**
 * Builds of the console leave axios' fetch adapter out: in the browser the app's axios instance
 * uses XMLHttpRequest (upload progress, the platform's adapter), and only tests in node hand the
 * client a stand-in `fetch`. axios' adapter table imports the fetch adapter statically, so without
 * this the login route carries ~5 KB gzip it never runs. A config that asks for `adapter: 'fetch'`
 * in a build gets axios' own "not supported by the environment" error.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'cem:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return OFF;
      return null;
    },
    load(id) {
      return id === OFF ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}
