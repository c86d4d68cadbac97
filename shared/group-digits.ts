/**
 * 10000 → '10,000', as en-US writes a whole number: the limits quoted in validation messages and amounts of money
 * (pay/format-money.ts). Not toLocaleString: that call starts ICU's number formatting, about 25 ms the first time in
 * Node and 140 to 300 ms in a phone's browser, and these messages are built when a handler's module loads.
 */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}
