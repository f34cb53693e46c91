import { expect, type Page } from '@playwright/test';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { DeviceServer } from './device-server';

/** Page model of the ports screen (ports spec §2). */
export class PortsPageModel {
  constructor(
    private readonly page: Page,
    private readonly device: DeviceServer,
  ) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/view/device/1/ports${query}`);
    await expect(this.page.getByTestId('ports-page')).toBeVisible();
  }

  /** Selects only the port with this desc. */
  async select(desc: string): Promise<void> {
    await this.page.getByTestId(`port-row-${desc}`).click();
  }

  /** Adds the port to the selection. */
  async add(desc: string): Promise<void> {
    // The selection lives in the URL: the box is checked once the route has changed.
    await this.page.getByTestId(`port-check-${desc}`).click();
    await expect(this.page.getByTestId(`port-check-${desc}`)).toBeChecked();
  }

  /** Chooses an option of a merged select. */
  async choose(testId: string, option: string): Promise<void> {
    await this.page.getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The ports of an interface as the server has them now. */
  async ports(interfaceId: number): Promise<Port[]> {
    const reply = await this.device.api('GET', `/api/1/devices/1/interfaces/${interfaceId}/ports`);
    return (await reply.json()) as Port[];
  }

  async port(interfaceId: number, desc: string): Promise<Port> {
    const found = (await this.ports(interfaceId)).find((p) => p.port_desc === desc);
    if (!found) throw new Error(`no port ${desc}`);
    return found;
  }
}
