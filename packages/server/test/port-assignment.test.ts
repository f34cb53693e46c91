// Issue 6 through the API: ports spec §7 join and leave ({ target }, reply with confId), the
// assignability rules of §4 and the unavailable reasons and refusals of §5, enforced by the
// server with the protocol rules. Every refused join changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { z } from 'zod';
import { ConnectionLiveStatusSchema } from '@crosspoint/protocol/entities/connection';
import { AUTH, connectLive, nextEvent, startTestDevice, type TestDevice } from './helpers';
import { HMS_PORTS, join, LQ_PORTS, portOf, readJson, setPortSettings } from './connection-helpers';

const idOf = (res: string): number => Number(res.split('/').at(-1));

async function addConnection(t: TestDevice, type: 'partyline' | 'direct' | 'group') {
  return (await readJson(t.api('/api/1/connections', { method: 'POST', json: { type } }))) as {
    id: number;
    res: string;
  };
}

/** Joins and expects a refusal with `message` and `status`; the port must not change. */
async function expectRefused(
  t: TestDevice,
  port: string,
  target: string,
  message: string,
  status = 409,
) {
  const before = await portOf(t, port);
  const reply = await join(t, port, target);
  expect(reply.status).toBe(status);
  expect(await reply.json()).toEqual({ ok: false, message });
  expect(await portOf(t, port)).toEqual(before);
}

describe('join and leave on an LQ-4W2', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice({ type: 'LQ-4W2' });
  });
  afterEach(() => t.stop());

  // architecture §9 "its reply carries confId"; ports spec §4 "A newly assigned port starts
  // with connectionState 0."
  it('joins a port with confId and connectionState 0, and leaves', async () => {
    const channel = await addConnection(t, 'partyline');
    const reply = await join(t, LQ_PORTS.fourWA, channel.res);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ok: true, confId: channel.id });
    const port = await portOf(t, LQ_PORTS.fourWA);
    expect(port.port_connections).toEqual({
      partyline: { [String(channel.id)]: { connectionState: 0 } },
    });

    expect(await readJson(join(t, LQ_PORTS.fourWA, channel.res, 'leave'))).toEqual({ ok: true });
    expect((await portOf(t, LQ_PORTS.fourWA)).port_connections).toEqual({});
    const again = await join(t, LQ_PORTS.fourWA, channel.res, 'leave');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ ok: false, message: MESSAGES.portNotAssigned });
  });

  // ports spec §4: "After a port is added to a partyline it copies networkQuality and
  // silenceSupp from the first port already assigned."
  it('copies networkQuality and silenceSupp from the first port of a partyline', async () => {
    const quality = { type: 5, bitrate: 64, packetSize: 10, jitter: 100 };
    await setPortSettings(t, LQ_PORTS.ivc1, { networkQuality: quality, silenceSupp: true });
    const channel = await addConnection(t, 'partyline');
    expect((await join(t, LQ_PORTS.ivc1, channel.res)).status).toBe(200);
    expect((await join(t, LQ_PORTS.sip1, channel.res)).status).toBe(200);
    const settings = (await portOf(t, LQ_PORTS.sip1)).port_settings;
    expect(settings).toMatchObject({ networkQuality: quality, silenceSupp: true });

    const group = await addConnection(t, 'group');
    await join(t, LQ_PORTS.ivc2, group.res);
    const ivc2Before = (await portOf(t, LQ_PORTS.ivc2)).port_settings;
    await join(t, LQ_PORTS.ivc1, group.res);
    await join(t, LQ_PORTS.sip2, group.res);
    // Groups copy nothing.
    expect((await portOf(t, LQ_PORTS.ivc2)).port_settings).toEqual(ivc2Before);
    expect((await portOf(t, LQ_PORTS.sip2)).port_settings).not.toMatchObject({
      networkQuality: quality,
    });
  });

  it('refuses a bad target and an unknown connection or port', async () => {
    const bad = await join(t, LQ_PORTS.fourWA, '/api/1/roles/1');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, message: MESSAGES.joinTargetInvalid });
    await expectRefused(
      t,
      LQ_PORTS.fourWA,
      '/api/1/connections/999',
      MESSAGES.connectionNotFound,
      404,
    );
    const channel = await addConnection(t, 'partyline');
    const noPort = await join(t, '/api/1/devices/1/interfaces/256/ports/65599', channel.res);
    expect(noPort.status).toBe(404);
    const noDevice = await join(t, '/api/1/devices/7/interfaces/256/ports/65536', channel.res);
    expect(noDevice.status).toBe(404);
    expect(await noDevice.json()).toEqual({ ok: false, message: MESSAGES.deviceNotFound });
  });

  it('refuses an offline port', async () => {
    const channel = await addConnection(t, 'partyline');
    await t.api(`/sim/ports/${idOf(LQ_PORTS.fourWB)}`, { method: 'POST', json: { online: false } });
    await expectRefused(t, LQ_PORTS.fourWB, channel.res, MESSAGES.portOffline);
  });

  it('refuses a port already assigned to the connection', async () => {
    const channel = await addConnection(t, 'partyline');
    await join(t, LQ_PORTS.fourWA, channel.res);
    await expectRefused(t, LQ_PORTS.fourWA, channel.res, MESSAGES.portAlreadyAssigned);
  });

  // ports spec §4: "multiChannel defaults to true […] when the setting is absent" and "(it is
  // multichannel or it is in no connection)".
  it('lets a multichannel port (default) join two channels but not a single-channel one', async () => {
    const one = await addConnection(t, 'partyline');
    const two = await addConnection(t, 'partyline');
    await join(t, LQ_PORTS.fourWA, one.res);
    expect((await join(t, LQ_PORTS.fourWA, two.res)).status).toBe(200);
    await setPortSettings(t, LQ_PORTS.fourWB, { multiChannel: false });
    await join(t, LQ_PORTS.fourWB, one.res);
    await expectRefused(t, LQ_PORTS.fourWB, two.res, MESSAGES.portInOtherConnection);
  });

  // ports spec §4 "Direct: only ports whose multiChannel is false; at most 2 participants" and
  // §5 "Direct Connections are required to have only two port associations".
  it('takes two single-channel ports in a direct and refuses the rest', async () => {
    const direct = await addConnection(t, 'direct');
    await expectRefused(t, LQ_PORTS.fourWA, direct.res, MESSAGES.directNoMultiChannel);
    // SIP lines are single-channel (decision 0061): only the 4W and IVC ports need the setting.
    for (const port of [LQ_PORTS.fourWA, LQ_PORTS.ivc1]) {
      await setPortSettings(t, port, { multiChannel: false });
    }
    // An SIP-4W direct on the same device is allowed (§5 needs the same device).
    expect((await join(t, LQ_PORTS.fourWA, direct.res)).status).toBe(200);
    expect((await join(t, LQ_PORTS.sip1, direct.res)).status).toBe(200);
    await expectRefused(t, LQ_PORTS.ivc1, direct.res, MESSAGES.directTwoPorts);
  });

  // ports spec §5: "Assigning […] port to a device whose usage exceeds 85 percent is refused:
  // […] for connections 'Device resource usage limits exceeded. (Channel assignment refused)'."
  it('refuses a channel assignment over 85 % usage', async () => {
    const channel = await addConnection(t, 'partyline');
    await t.api('/sim/usage', { method: 'POST', json: { percent: 86 } });
    await expectRefused(t, LQ_PORTS.fourWA, channel.res, MESSAGES.channelAssignmentRefused, 403);
    await t.api('/sim/usage', { method: 'POST', json: { percent: 85 } });
    expect((await join(t, LQ_PORTS.fourWA, channel.res)).status).toBe(200);
  });
});

describe('assignments and other port work on an LQ-4W2', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice({ type: 'LQ-4W2' });
  });
  afterEach(() => t.stop());

  // ports spec §5: "Changing multichannel on ports asks confirmation that channel assignments
  // will be removed": live status follows the assignments that remain.
  it('drops a port from the live status when a multichannel change removes it', async () => {
    const channel = await addConnection(t, 'partyline');
    await join(t, LQ_PORTS.fourWA, channel.res);
    await setPortSettings(t, LQ_PORTS.fourWA, { multiChannel: false });
    expect((await portOf(t, LQ_PORTS.fourWA)).port_connections).toEqual({});
    const live = z
      .array(ConnectionLiveStatusSchema)
      .parse(await readJson(t.api('/api/1/connections/liveStatus')));
    const status = live.find((s) => s.id === channel.id);
    expect(status?.participants).toEqual([]);
    expect(status?.events).toEqual({ call: false, control: false, talk: false });
  });

  it('flags live:ports and live:connections on a join', async () => {
    const channel = await addConnection(t, 'partyline');
    const socket = await connectLive(t.device.url, { auth: AUTH });
    try {
      socket.emit('live:update', { ports: 'start', connections: 'start' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const ports = nextEvent(socket, 'live:ports');
      const connections = nextEvent(socket, 'live:connections');
      await join(t, LQ_PORTS.ivc1, channel.res);
      t.clock.advance(200);
      expect(await ports).toEqual({ updated: true });
      expect(await connections).toEqual({ updated: true });
    } finally {
      socket.close();
    }
  });
});

describe('join on an HMS-4X', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice({ type: 'HMS-4X' });
  });
  afterEach(() => t.stop());

  // ports spec §4 "Group: any port except PGM"; §5 "Program audio cannot be added to a group".
  it('refuses Program audio in a group and takes it in a channel', async () => {
    const group = await addConnection(t, 'group');
    await expectRefused(t, HMS_PORTS.pgm, group.res, MESSAGES.groupNoProgram);
    expect((await join(t, HMS_PORTS.sa, group.res)).status).toBe(200);
    const channel = await addConnection(t, 'partyline');
    expect((await join(t, HMS_PORTS.pgm, channel.res)).status).toBe(200);
  });

  // ports spec §4: "multiChannel defaults to true, except on main-station (HMS-4X) devices
  // where it defaults to false, when the setting is absent." (2W ports carry no setting.)
  it('treats a port without the setting as single-channel', async () => {
    const one = await addConnection(t, 'partyline');
    const two = await addConnection(t, 'partyline');
    expect((await join(t, HMS_PORTS.twoWA, one.res)).status).toBe(200);
    await expectRefused(t, HMS_PORTS.twoWA, two.res, MESSAGES.portInOtherConnection);
  });
});
