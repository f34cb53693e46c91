// device spec §2 General (backup and restore of roles and channels), §7 "Backup and restore",
// §8 (restore messages); architecture §9 (gzip tar of JSON-lines tables, product prefix).
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OkReplySchema } from '@crosspoint/protocol/contract';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { gzipTar, readGzipTar } from '../../src/files/tar-memory';
import { startTestDevice, type TestDevice } from '../helpers';
import { dumpConfiguration, rawArchive, refusal, restore } from './admin-helpers';

let t: TestDevice;
beforeAll(async () => {
  t = await startTestDevice({ type: 'FSII', rebootDelayMs: 20 });
});
afterAll(() => t.stop());

const ENTRIES = ['db/connections', 'db/roles'];

async function download(name = 'show_2026-01-05'): Promise<{ response: Response; data: Buffer }> {
  const response = await t.api(`/api/1/devices/0/backup?name=${encodeURIComponent(name)}`);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
}

const line = (value: unknown): string => `${JSON.stringify(value)}\n`;
const connection = (id: number, label: string) => ({ id, type: 'partyline', label, settings: {} });
const role = (id: number, label: string) => ({
  id,
  type: 'FSII-BP',
  label,
  description: '',
  isDefault: false,
  settings: {},
});

function archive(connections: string, roles: string): Buffer {
  return gzipTar(
    [
      { path: 'db/connections', content: Buffer.from(connections) },
      { path: 'db/roles', content: Buffer.from(roles) },
    ],
    new Date(0),
  );
}

describe('backup', () => {
  it('downloads a gzip tar of JSON-lines tables named with the product prefix', async () => {
    const { response, data } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="FSII_show_2026-01-05.tar.gz"',
    );
    const files = await readGzipTar(data, { maxExpandedBytes: 1e7, allowedPaths: ENTRIES });
    expect(files.map((f) => f.path)).toEqual(ENTRIES);
    const connections = files[0]!.content
      .toString()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    // architecture §9: FreeSpeak II partylines take ids 1-12
    expect(connections).toHaveLength(12);
    expect(connections[0]).toEqual(connection(1, 'Channel 1'));
    const roles = files[1]!.content.toString().trim().split('\n');
    expect(roles.length).toBeGreaterThan(1);
  });

  it.each(['', '../etc', 'a/b', 'has space', 'x'.repeat(65)])(
    'refuses the name %j',
    async (name) => {
      const response = await t.api(`/api/1/devices/0/backup?name=${encodeURIComponent(name)}`);
      expect(await refusal(response)).toBe(MESSAGES.backupNameInvalid);
    },
  );

  it('refuses an unknown device', async () => {
    const response = await t.api('/api/1/devices/9/backup?name=x');
    expect(await refusal(response, 404)).toBe(MESSAGES.deviceNotFound);
  });
});

describe('restore', () => {
  it('gives back exactly the configuration that was backed up', async () => {
    const before = dumpConfiguration(t.dir);
    const { data } = await download();
    const changed = archive(line(connection(1, 'Renamed')), line(role(7, 'Other')));
    const changeReply = await restore(t, changed);
    expect(OkReplySchema.parse(await changeReply.json()).message).toBe(MESSAGES.restoreSuccess);
    const middle = dumpConfiguration(t.dir);
    expect(middle.connections).toEqual([
      { id: 1, type: 'partyline', label: 'Renamed', settings: '{}' },
    ]);
    expect(middle.roles).toHaveLength(1);
    const back = await restore(t, data);
    expect(back.status).toBe(200);
    expect(dumpConfiguration(t.dir)).toEqual(before);
  });

  const valid = line(connection(1, 'A'));
  const validRoles = line(role(2, 'R'));
  const hostile: Array<[string, () => Buffer]> = [
    ['a truncated file', () => archive(valid, validRoles).subarray(0, 40)],
    ['a file that is not gzip', () => Buffer.from('PK\u0003\u0004 not a backup')],
    [
      'a tar cut before its end',
      () => {
        const tar = gunzipSync(archive(valid, validRoles));
        return gzipSync(tar.subarray(0, 1024));
      },
    ],
    ['wrong types', () => archive(line({ ...connection(1, 'A'), id: '1' }), validRoles)],
    ['an unknown field', () => archive(line({ ...connection(1, 'A'), color: 'red' }), validRoles)],
    [
      '__proto__ at the top',
      () =>
        archive(
          '{"__proto__":{"admin":true},"id":1,"type":"partyline","label":"A","settings":{}}\n',
          validRoles,
        ),
    ],
    [
      '__proto__ in settings',
      () =>
        archive(
          valid,
          '{"id":2,"type":"FSII-BP","label":"R","description":"","isDefault":false,"settings":{"__proto__":{"x":1}}}\n',
        ),
    ],
    ['a line that is not JSON', () => archive('{"id":1,\n', validRoles)],
    [
      'a connection type the device has not',
      () => archive(line({ ...connection(1, 'A'), type: 'direct' }), validRoles),
    ],
    [
      'a role type the device has not',
      () => archive(valid, line({ ...role(2, 'R'), type: 'HMS-4X' })),
    ],
    [
      'too many partylines',
      () =>
        archive(
          Array.from({ length: 13 }, (_, i) => line(connection(i + 1, `C${i}`))).join(''),
          validRoles,
        ),
    ],
    ['duplicate ids', () => archive(valid + valid, validRoles)],
    ['a role label too long', () => archive(valid, line(role(2, 'R'.repeat(11))))],
    [
      'a missing table',
      () => gzipTar([{ path: 'db/connections', content: Buffer.from(valid) }], new Date(0)),
    ],
    [
      'a path like ../x',
      () =>
        rawArchive([
          { path: '../x', content: valid },
          { path: 'db/roles', content: validRoles },
        ]),
    ],
    [
      'a path like db/../db/roles',
      () =>
        rawArchive([
          { path: 'db/connections', content: valid },
          { path: 'db/../db/roles', content: validRoles },
        ]),
    ],
    [
      'an absolute path',
      () =>
        rawArchive([
          { path: '/db/connections', content: valid },
          { path: 'db/roles', content: validRoles },
        ]),
    ],
    [
      'a symlink entry',
      () =>
        rawArchive([
          { path: 'db/connections', content: '', type: 'SymbolicLink' },
          { path: 'db/roles', content: validRoles },
        ]),
    ],
    [
      'a directory entry',
      () =>
        rawArchive([
          { path: 'db/', content: '', type: 'Directory' },
          { path: 'db/connections', content: valid },
          { path: 'db/roles', content: validRoles },
        ]),
    ],
    [
      'an unexpected entry',
      () =>
        rawArchive([
          { path: 'db/connections', content: valid },
          { path: 'db/roles', content: validRoles },
          { path: 'db/users', content: '{}' },
        ]),
    ],
    [
      'an entry twice',
      () =>
        rawArchive([
          { path: 'db/connections', content: valid },
          { path: 'db/connections', content: valid },
          { path: 'db/roles', content: validRoles },
        ]),
    ],
    ['an oversized file', () => Buffer.alloc(1024 * 1024 + 1, 1)],
    [
      'a file that expands past the limit',
      () => archive(valid + ' '.repeat(9 * 1024 * 1024), validRoles),
    ],
    ['an empty file', () => Buffer.alloc(0)],
  ];

  it.each(hostile)('refuses %s with a message and changes nothing', async (_what, make) => {
    const before = dumpConfiguration(t.dir);
    const message = await refusal(await restore(t, make()));
    expect(message.length).toBeGreaterThan(10);
    expect(dumpConfiguration(t.dir)).toEqual(before);
  });

  it('refuses an upload without the field "file"', async () => {
    const before = dumpConfiguration(t.dir);
    const { data } = await download();
    expect(await refusal(await restore(t, data, 'other'))).toContain('"file"');
    expect(dumpConfiguration(t.dir)).toEqual(before);
  });

  it('refuses a body that is not multipart', async () => {
    expect(
      await refusal(await t.api('/api/2/devices/restore', { method: 'POST', json: {} })),
    ).toContain('multipart');
  });

  it('refuses a restore from another origin (same-origin rule)', async () => {
    const { data } = await download();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), 'b.tar.gz');
    const response = await t.api('/api/2/devices/restore', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
