import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadStrings } from '../../../i18n';
import { RechargeScreen } from './recharge-screen';

// antd-mobile's toasts need a React 18 DOM API that jsdom under React 19 lacks; the request UI is not under test.
vi.mock('../../../api/request-ui', () => ({
  showLoading: () => {},
  clearToasts: () => {},
  toast: () => {},
  confirmLogin: async () => false,
}));

type Sent = Record<string, unknown>;

function answer(data: unknown, status = 0, code?: string): Response {
  return new Response(JSON.stringify({ status, msg: status ? 'failed' : 'ok', data, code }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const INFO = {
  currency: 'CNY',
  balance: { diamond: 120, gold: 0 },
  packages: [
    { id: 1, diamonds: 60, bonus: 0, total: 60, price: 600, amount: '6.00', currency: 'CNY' },
    { id: 3, diamonds: 680, bonus: 20, total: 700, price: 6800, amount: '68.00', currency: 'CNY' },
  ],
  methods: [{ code: 'sandbox', name: '沙箱支付（测试）' }],
  open_order: null,
};

function renderScreen() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/recharge']}>
        <Routes>
          <Route path="/recharge" element={<RechargeScreen />} />
          <Route path="/recharge/result" element={<p>result page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/recharge', () => {
  beforeAll(async () => {
    await initI18n('zh-CN');
    await loadStrings(['wallet']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance and packages, and sends one request id for a double-clicked pay button', async () => {
    const orders: Sent[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        if (String(url).includes('/api/recharge/getRechargeInfo')) return answer(INFO);
        if (String(url).includes('/api/recharge/createOrder')) {
          orders.push(JSON.parse(String(init?.body)) as Sent);
          // Already decided (no checkout to go to): the screen shows its result page.
          return answer({ order_no: 'RTEST0001', state: 'failed', result: 'failed', checkout_url: '' });
        }
        return answer(null);
      }),
    );
    renderScreen();
    await waitFor(() => expect(screen.getByTestId('diamond-balance').textContent).toContain('120'));
    expect(screen.getByTestId('package-700').textContent).toContain('¥68.00');
    fireEvent.click(screen.getByTestId('package-700'));
    const pay = screen.getByTestId('pay-button');
    expect(pay.textContent).toContain('立即支付 ¥68.00');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(screen.getByText('result page')).toBeTruthy());
    expect(orders.length).toBeGreaterThanOrEqual(1);
    expect(new Set(orders.map((o) => o.request_id)).size).toBe(1);
    expect(orders[0]).toMatchObject({ package_id: 3, method: 'sandbox' });
  });

  it('offers a retry when the screen cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(null, 1, 'INTERNAL')),
    );
    renderScreen();
    await waitFor(() => expect(screen.getByText('重试')).toBeTruthy(), { timeout: 5000 });
  });
});
