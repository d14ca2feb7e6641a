// Types of apiPrefixes.mjs.
export const API_PREFIXES: readonly string[];
