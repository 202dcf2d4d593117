/** Text that compresses like minified JavaScript (about 3:1). */
export declare function scriptLike(bytes: number): Buffer;
/** Writes the package sources into `dir/src`, packs and signs them; returns the ZIP path. */
export declare function buildPackage(dir: string, privateKey: string): Promise<string>;
