/**
 * The cashier in CN, in Chromium against the built site and the HTTP
 * sandbox, as demo_agent (who has game wallets to fill, saved cards and an
 * upline): each of its four pages opens with its Chinese title and controls.
 */
import { describe, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

describe('the cashier in CN', () => {
  const e2e = useBrowser();

  it('opens my wallet, deposit, withdraw and transfer to upline in Chinese', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    await page.evaluate(() => localStorage.setItem('lang', 'CN'));
    const pages = [
      { id: 'transferFund', title: '我的钱包', control: '一键回收到主钱包' },
      { id: 'depositv2', title: '存款', control: '存款' },
      { id: 'withdraw', title: '提款', control: '添加银行卡' },
      { id: 'transferUpline', title: '转账给上级', control: '转账' },
    ];
    for (const { id, title, control } of pages) {
      await page.goto(`/index?panel=member&page=${id}`);
      const region = page.getByRole('dialog', { name: '个人中心' }).getByRole('region', { name: title });
      await region.getByRole('heading', { level: 3, name: title }).waitFor();
      await region.getByRole('button', { name: control, exact: true }).first().waitFor();
    }
  });
});
