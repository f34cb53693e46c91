import type { SipCall } from '@crosspoint/protocol/entities/sip-call';
import type { Port } from '@crosspoint/protocol/entities/port';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { sipUriProblem } from '@crosspoint/protocol/rules/sip-dial-out';
import type { Clock } from '../clock';
import type { SipCallRecord, SipCallRepository } from '../db/sip-call.repository';
import type { ConnectionHardware, ConnectionHardwareEvent } from '../hardware/connection-hardware';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { PortPath } from './port-assignment.service';
import type { PortDirectory } from './port-directory';

/**
 * SIP dial-out from SIP ports (ports spec §2 "SIP dial-out", §3 SIP call, §7 `…/calls`): the
 * hardware places and ends the calls, the table keeps their ids and outcome.
 */
export class SipCallService {
  constructor(
    private readonly calls: SipCallRepository,
    private readonly ports: PortDirectory,
    private readonly hardware: ConnectionHardware,
    private readonly live: LiveNotifier,
    private readonly clock: Clock,
  ) {
    // A restart drops every call: the hardware starts with none.
    calls.endAll(clock.now());
  }

  list(path: PortPath): SipCall[] {
    const port = this.sipPort(path);
    return this.calls.ofPort(port.port_id).map((call) => toSipCall(call, port));
  }

  dial(path: PortPath, uri: string): { id: number; res: string } {
    const port = this.sipPort(path);
    const problem = sipUriProblem(uri);
    if (problem) throw new HttpError(400, problem);
    const id = this.calls.insert(port.port_id, uri, this.clock.now());
    this.hardware.placeCall(id, port.port_id, uri);
    this.live.flag('calls');
    return { id, res: `${port.res}/calls/${id}` };
  }

  // ports spec §8: "Hang up of an invalid call: rejected with 'Invalid call'".
  hangUp(path: PortPath, callId: number): void {
    const port = this.sipPort(path);
    const call = this.calls.ofPort(port.port_id).find((c) => c.id === callId);
    if (!call?.inProgress) throw new HttpError(404, MESSAGES.invalidCall);
    this.end([callId]);
  }

  /** Hangs up every call of the port in progress; none is not an error. */
  hangUpAll(path: PortPath): number {
    const port = this.sipPort(path);
    const ids = this.calls
      .ofPort(port.port_id)
      .filter((c) => c.inProgress)
      .map((c) => c.id);
    return this.end(ids);
  }

  onHardwareEvent(event: ConnectionHardwareEvent): void {
    if (event.kind !== 'callEnded') return;
    if (this.calls.end([event.callId], this.clock.now()) > 0) this.live.flag('calls');
  }

  private end(ids: number[]): number {
    for (const id of ids) this.hardware.hangUp(id);
    const ended = this.calls.end(ids, this.clock.now());
    if (ended > 0) this.live.flag('calls');
    return ended;
  }

  private sipPort(path: PortPath): Port {
    const port = this.ports.find(path.deviceId, path.interfaceId, path.portId);
    if (port.port_config_type !== 'SIP') throw new HttpError(400, MESSAGES.sipCallsSipOnly);
    return port;
  }
}

function toSipCall(call: SipCallRecord, port: Port): SipCall {
  return {
    id: call.id,
    res: `${port.res}/calls/${call.id}`,
    deviceId: port.device_id,
    audioInterfaceId: port.audioInterface_id_AudioInterface,
    portId: port.port_id,
    uri: call.uri,
    liveStatus: { inProgress: call.inProgress },
  };
}
