import { DEVICE_ADMIN_TIMINGS } from '@crosspoint/protocol/constants';
import { LIMITS } from '@crosspoint/protocol/constants';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { Clock } from '../../clock';
import type { VirtualHardware } from './virtual-hardware';

/** Why a beltpack could not pair; the `/sim` route answers it as a 409. */
export class OtaRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OtaRefusal';
  }
}

/** A beltpack switched on in registration mode (the `/sim/ota/beltpacks` body). */
export interface BeltpackInRegistration {
  /** The OTA code typed on the beltpack; must match the base's code when it has one. */
  otaPin?: string;
  label?: string;
}

/**
 * Over-the-air registration of FreeSpeak II beltpacks on the virtual hardware (device spec
 * §4: "opens for 2 minutes and resets after each registration"). A beltpack in registration
 * mode pairs only while the window is open, and only with the right OTA code; it then
 * registers through the hardware's endpoint API, so it appears live (EndpointAdded). Changing
 * the wireless system id drops every beltpack: they must register again.
 */
export class OtaRegistration {
  private openUntil: number | undefined;

  constructor(
    private readonly hardware: VirtualHardware,
    private readonly clock: Clock,
    private readonly otaPin: () => string,
  ) {}

  open(): void {
    this.openUntil = this.clock.now() + DEVICE_ADMIN_TIMINGS.otaWindowMs;
  }

  close(): void {
    this.openUntil = undefined;
  }

  /** Milliseconds left in the window, 0 when closed. */
  remainingMs(): number {
    if (this.openUntil === undefined) return 0;
    return Math.max(0, this.openUntil - this.clock.now());
  }

  /** Pairs a beltpack in registration mode; returns its endpoint id. */
  register(beltpack: BeltpackInRegistration): number {
    if (this.remainingMs() === 0) throw new OtaRefusal(MESSAGES.otaNotOpen);
    const expected = this.otaPin();
    if (expected !== '' && beltpack.otaPin !== expected) throw new OtaRefusal(MESSAGES.otaPinWrong);
    const id = this.freeBeltpackId();
    this.hardware.addEndpoint({
      id,
      type: 'FSII-BP',
      label: beltpack.label ?? `BP-${String(id).padStart(2, '0')}`,
      model: 'FSII-BP',
      revision: '5.1.0',
      settings: {},
    });
    this.open();
    return id;
  }

  /** Forgets every beltpack (a new wireless system id); returns how many were dropped. */
  dropBeltpacks(): number {
    this.close();
    const beltpacks = this.hardware.endpoints().filter((e) => e.type === 'FSII-BP');
    for (const beltpack of beltpacks) this.hardware.removeEndpoint(beltpack.id);
    return beltpacks.length;
  }

  private freeBeltpackId(): number {
    const taken = new Set(this.hardware.endpoints().map((e) => e.id));
    let id = 1;
    while (taken.has(id) && id < LIMITS.antennaIdOffset) id++;
    return id;
  }
}
