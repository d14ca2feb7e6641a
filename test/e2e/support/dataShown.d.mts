// Types of dataShown.mjs.
export const DATA_SHOWN: string;
export const EMPTY_STATE: string;
