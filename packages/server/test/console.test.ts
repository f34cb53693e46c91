// issue 2 item 4: the server serves the built console, with `index.html` for `/` and every
// `/view/...` path (device spec §2: path-style routes), behind Basic authentication.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevice, tempDataDir, type TestDevice } from './helpers';

const INDEX = '<!doctype html><title>Crosspoint test console</title>';

describe('with a built console', () => {
  let t: TestDevice;
  let removeWeb: () => Promise<void>;
  beforeAll(async () => {
    const web = await tempDataDir();
    removeWeb = web.remove;
    await mkdir(path.join(web.dir, 'assets'));
    await writeFile(path.join(web.dir, 'index.html'), INDEX);
    await writeFile(path.join(web.dir, 'assets', 'app.js'), 'console.log(1);');
    t = await startTestDevice({ webRoot: web.dir });
  });
  afterAll(async () => {
    await t.stop();
    await removeWeb();
  });

  it.each(['/', '/view/devices', '/view/device/0/general', '/view/roles?initialId=3'])(
    'answers index.html for %s',
    async (url) => {
      const response = await t.api(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves the console files and 404s missing ones', async () => {
    const asset = await t.api('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1);');
    expect((await t.api('/assets/missing.js')).status).toBe(404);
    expect((await t.api('/assets/../../etc/passwd')).status).toBe(404);
    expect((await fetch(`${t.device.url}/assets/app.js`)).status).toBe(401);
  });
});

describe('without a built console', () => {
  it('says to run the build', async () => {
    const empty = await tempDataDir();
    const t = await startTestDevice({ webRoot: empty.dir });
    try {
      for (const url of ['/', '/view/devices']) {
        const response = await t.api(url);
        expect(response.status).toBe(200);
        expect(await response.text()).toMatch(/npm run build/);
      }
    } finally {
      await t.stop();
      await empty.remove();
    }
  });
});
