import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import type { EndpointSettingsPatch } from '@crosspoint/protocol/entities/endpoint-settings';
import type {
  CallSignalBody,
  EndpointUpdateBody,
} from '@crosspoint/protocol/rules/endpoint-actions';
import { foreignSettingKey } from '@crosspoint/protocol/rules/endpoint-settings';
import { roleAssignmentProblem } from '@crosspoint/protocol/rules/role-assignment';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { EndpointRecord, EndpointRepository } from '../db/endpoint.repository';
import type { HardwareGateway } from '../hardware/hardware-gateway';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { RoleLookup } from './role-lookup';

/** The role reference an endpoint carries on the wire, from its stored role id. */
export function roleRefOf(
  roles: RoleLookup,
  roleId: number | undefined,
): Endpoint['role'] | undefined {
  if (roleId === undefined) return undefined;
  const role = roles.find(roleId);
  return role ? { id: role.id, label: role.label, isDefault: role.isDefault } : { id: roleId };
}

/**
 * The endpoint calls of device spec §7 on the host's own endpoints: label and settings,
 * delete, role change, reboot, reset to default, remote mic kill and call signal. Decides with
 * the protocol's rules, changes the database and the hardware, and tells live clients.
 * Every refusal happens before anything is written.
 */
export class EndpointActionService {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly hardware: HardwareGateway,
    private readonly roles: RoleLookup,
    private readonly live: LiveNotifier,
  ) {}

  update(id: number, body: EndpointUpdateBody): void {
    const record = this.find(id);
    const settings = body.settings ?? {};
    const foreign = foreignSettingKey(record.type, settings);
    if (foreign !== undefined) {
      throw new HttpError(400, MESSAGES.endpointSettingForeign(foreign, record.type));
    }
    this.checkDefaultRole(record, settings);
    const change: { label?: string; settings?: Record<string, unknown> } = {};
    if (body.label !== undefined) change.label = body.label;
    if (body.settings !== undefined) change.settings = body.settings;
    this.endpoints.update(id, change);
    const after = this.find(id);
    if (body.label !== undefined) this.notify(id, 'label', after.label);
    if (body.settings !== undefined) this.notify(id, 'settings', after.settings);
  }

  delete(id: number): void {
    this.find(id);
    // The hardware forgets it; its `endpointRemoved` event removes the row and tells clients.
    this.hardware.removeEndpoint(id);
  }

  // ports spec §7: "changerole with body id (role id, 0 clears)".
  changeRole(id: number, roleId: number): void {
    const record = this.find(id);
    if (roleId === 0) {
      this.checkTakesRoles(record);
    } else {
      this.checkRole(record, roleId);
    }
    const stored = roleId === 0 ? null : roleId;
    this.endpoints.setRole(id, stored);
    this.hardware.assignRole(id, stored ?? undefined);
    this.notify(id, 'role', roleRefOf(this.roles, stored ?? undefined));
  }

  reboot(id: number): void {
    this.findOnline(id);
    this.hardware.rebootEndpoint(id);
  }

  /** Factory settings and no role; an online endpoint then reboots to apply them. */
  resetToDefault(id: number): void {
    const record = this.find(id);
    this.endpoints.resetConfiguration(id);
    this.hardware.assignRole(id, undefined);
    this.notify(id, 'settings', {});
    if (record.roleId !== undefined) this.notify(id, 'role', undefined);
    if (this.hardware.endpoint(id)?.liveStatus.status === 'online') {
      this.hardware.rebootEndpoint(id);
    }
  }

  remoteMicKill(id: number): void {
    this.findOnline(id);
    this.hardware.remoteMicKill(id);
  }

  callSignal(id: number, body: CallSignalBody): void {
    this.findOnline(id);
    this.hardware.callSignal(id, { active: body.active, text: body.text });
  }

  private find(id: number): EndpointRecord {
    const record = this.endpoints.find(id);
    if (!record) throw new HttpError(404, MESSAGES.endpointNotFound);
    return record;
  }

  private findOnline(id: number): EndpointRecord {
    const record = this.find(id);
    if (this.hardware.endpoint(id)?.liveStatus.status !== 'online') {
      throw new HttpError(409, MESSAGES.endpointNotOnline);
    }
    return record;
  }

  private checkTakesRoles(record: EndpointRecord): void {
    if (roleAssignmentProblem(record.type, { type: 'HMS-4X' }) === 'noRoles') {
      throw new HttpError(400, MESSAGES.endpointHasNoRoles(record.type));
    }
  }

  // device spec §6: "HelixNet endpoint roles are limited to the same endpoint type".
  private checkRole(record: EndpointRecord, roleId: number): void {
    this.checkTakesRoles(record);
    const role = this.roles.find(roleId);
    if (!role) throw new HttpError(404, MESSAGES.roleNotFound);
    if (roleAssignmentProblem(record.type, role) !== undefined) {
      throw new HttpError(400, MESSAGES.roleWrongType(role.type, record.type));
    }
  }

  private checkDefaultRole(record: EndpointRecord, settings: EndpointSettingsPatch): void {
    const roleId = settings.default_role;
    if (roleId !== undefined && roleId !== 0) this.checkRole(record, roleId);
  }

  private notify(endpointId: number, path: string, value: unknown): void {
    this.live.endpointUpdated({ endpointId, path, value });
  }
}
