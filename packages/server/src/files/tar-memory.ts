import { gunzipSync, gzipSync } from 'node:zlib';
import { Header, Parser, type ReadEntry } from 'tar';

/** One regular file of an in-memory archive. */
export interface ArchiveFile {
  path: string;
  content: Buffer;
}

const BLOCK = 512;

/**
 * Builds a gzip-compressed tar of regular files in memory (ustar headers written by the
 * `tar` library), so backups and snapshots never touch a path chosen by anyone.
 */
export function gzipTar(files: readonly ArchiveFile[], mtime: Date): Buffer {
  const blocks: Buffer[] = [];
  for (const file of files) {
    const header = new Header({
      path: file.path,
      mode: 0o644,
      size: file.content.length,
      mtime,
      type: 'File',
      uid: 0,
      gid: 0,
    });
    const block = Buffer.alloc(BLOCK);
    header.encode(block);
    blocks.push(block, file.content);
    const padding = (BLOCK - (file.content.length % BLOCK)) % BLOCK;
    if (padding > 0) blocks.push(Buffer.alloc(padding));
  }
  blocks.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(blocks));
}

/** Why an archive was refused; its message is shown to the user. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** Limits on what an uploaded archive may hold. */
export interface ReadLimits {
  maxExpandedBytes: number;
  /** Exact entry names accepted; anything else refuses the archive. */
  allowedPaths: readonly string[];
}

/**
 * Reads a whole gzip-compressed tar from memory, refusing (with an {@link ArchiveError})
 * anything a backup written by a device cannot contain: bad gzip, an archive expanding past
 * the limit, a truncated or malformed tar, an entry that is not a regular file (symlink,
 * hard link, directory, device), an absolute path, a `..` segment, an unexpected or repeated
 * name. Nothing is written to disk.
 */
export async function readGzipTar(data: Buffer, limits: ReadLimits): Promise<ArchiveFile[]> {
  let tarData: Buffer;
  try {
    tarData = gunzipSync(data, { maxOutputLength: limits.maxExpandedBytes });
  } catch (error) {
    const tooBig = error instanceof RangeError || String(error).includes('maxOutputLength');
    throw new ArchiveError(
      tooBig ? 'The file expands beyond the allowed size.' : 'The file is not a valid gzip file.',
    );
  }
  if (tarData.length < BLOCK * 2 || tarData.length % BLOCK !== 0) {
    throw new ArchiveError('The archive is truncated or not a tar archive.');
  }
  if (!tarData.subarray(-BLOCK * 2).every((byte) => byte === 0)) {
    throw new ArchiveError('The archive is truncated: its end marker is missing.');
  }
  const files: ArchiveFile[] = [];
  let refusal: string | undefined;
  const refuse = (message: string): void => {
    refusal ??= message;
  };
  const onEntry = (entry: ReadEntry): void => {
    const name = entry.path;
    if (entry.type !== 'File' && entry.type !== 'OldFile') {
      refuse(`The archive holds an entry that is not a file: ${JSON.stringify(name)}.`);
    } else if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
      refuse(`The archive holds an absolute path: ${JSON.stringify(name)}.`);
    } else if (name.split(/[\\/]/).includes('..')) {
      refuse(`The archive holds a path leaving its folder: ${JSON.stringify(name)}.`);
    } else if (!limits.allowedPaths.includes(name)) {
      refuse(`The archive holds an unexpected entry: ${JSON.stringify(name)}.`);
    } else if (files.some((f) => f.path === name)) {
      refuse(`The archive holds ${JSON.stringify(name)} twice.`);
    }
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      if (refusal === undefined) files.push({ path: name, content: Buffer.concat(chunks) });
    });
  };
  await new Promise<void>((resolve) => {
    const parser = new Parser({ strict: true, onReadEntry: onEntry });
    parser.on('error', (error: Error) => refuse(`The archive is damaged: ${error.message}`));
    parser.on('end', () => resolve());
    parser.on('close', () => resolve());
    parser.end(tarData);
  });
  if (refusal !== undefined) throw new ArchiveError(refusal);
  return files;
}
