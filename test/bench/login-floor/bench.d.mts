// Types of bench.mjs for the size check of the e2e project (test/e2e/sizes.e2e.ts).
export declare const FLOOR_DIR: string;
export declare const PLAIN_FLOOR_DIR: string;
export declare const FLOOR_RATIO_BUDGET: number;
export declare function buildLoginFloor(options?: { axios?: boolean }): Promise<void>;
export declare function floorKb(options?: { axios?: boolean }): number;
