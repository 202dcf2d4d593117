import type { ResponseSink, StorageReader } from '@dcs/platform';
/** A file of a {@link createZipWriter} archive; it is opened only when the archive reaches it. */
export interface ZipEntry {
    /** Path inside the archive (UTF-8, `/` separators). */
    name: string;
    /** Exact byte size: the archive's size is computed from it before anything is read. */
    size: number;
    /** Modification time written into the entry. */
    mtime: Date;
    /** A reader of the content (`services.storage.open`). */
    open(): Promise<StorageReader>;
}
/** Options of {@link createZipWriter}. */
export interface ZipWriterOptions {
    /** Write ZIP64 records for every entry and the end even when the 32-bit fields would do (readers must cope; tests use it). */
    forceZip64?: boolean;
}
/** A ZIP written into a sink, and its exact size in bytes. */
export interface ZipWriter {
    size: number;
    write(sink: ResponseSink): Promise<void>;
}
/**
 * A store-only ZIP (method 0) written into a sink (`writeBody`): each entry is a local header, the bytes
 * as read, then a data descriptor with the CRC-32 (`zlib.crc32`, computed on the way through), so
 * nothing is buffered and nothing is read twice. Reads go into two reused buffers, one filling while
 * the other is written, so memory stays constant and no garbage piles up, whatever the archive's size.
 * Sizes are known up front, so the archive's exact size is too. ZIP64 records appear only when a size,
 * an offset or the entry count passes the 32/16-bit fields. The same entries give the same bytes: no
 * clock is read, names and times come from the entries, DOS times are written in UTC (with the exact
 * UTC time in an Info-ZIP "UT" field).
 *
 * A source whose size is not the entry's fails the writing (the declared length would be wrong).
 */
export declare function createZipWriter(entries: readonly ZipEntry[], options?: ZipWriterOptions): ZipWriter;
/** DOS date and time fields (2-second resolution, 1980–2107), from the UTC parts of `date`. */
export declare function dosDateTime(date: Date): {
    time: number;
    date: number;
};
