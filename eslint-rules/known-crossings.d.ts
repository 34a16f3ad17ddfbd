export declare const KNOWN_CROSSINGS: string[];
