import { screen } from '@testing-library/react';
import { useMoney } from '../../../src/ui/format/useMoney';
import { renderWithStores } from '../../support/renderWithStores';

const fx = { base: 'CNY', date: '2026-11-01', rates: { USD: 0.14, THB: 5 } };

function Owed({ amount, currency }: { amount: number; currency: string }) {
  const { money, hint } = useMoney(fx);
  const converted = hint(amount, currency);
  return <p>{`${money(amount, currency)}${converted ? ` (≈ ${converted.text} at ${converted.rate} on ${converted.date})` : ''}`}</p>;
}

const renderIn = (currency: string, amount: number, owedIn: string) =>
  renderWithStores(<Owed amount={amount} currency={owedIn} />, { locale: { currency } });

describe('useMoney', () => {
  it("shows money in the contract's currency, with the language's currency as a hint where they differ", () => {
    renderIn('USD', 1000, 'CNY');
    expect(screen.getByText('CN¥1,000.00 (≈ $140.00 at 0.14 on 2026-11-01)')).toBeInTheDocument();
  });

  it('gives no hint when the currencies agree or no rate is known', () => {
    renderIn('CNY', 1000, 'CNY');
    expect(screen.getByText('CN¥1,000.00')).toBeInTheDocument();
    renderIn('USD', 20, 'EUR');
    expect(screen.getByText('€20.00')).toBeInTheDocument();
  });
});
