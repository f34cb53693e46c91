import { expect, type Page } from '@playwright/test';

/** The overview's endpoint rows and their actions, as a user reaches them. */
export class OverviewPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/view/devices');
    await expect(this.page.getByTestId('key-state-legend')).toBeVisible();
  }

  row(id: number) {
    return this.page.getByTestId(`endpoint-row-${id}`);
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Opens an endpoint's actions menu and picks an item (`rmk`, `configure`, …). */
  async action(id: number, item: string): Promise<void> {
    await this.page.getByTestId(`endpoint-actions-${id}`).click();
    await this.page.getByTestId(`${item}-${id}`).click();
  }

  /** Chooses an option of a Mantine select inside the open dialog. */
  async choose(testId: string, option: string): Promise<void> {
    await this.dialog().getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
