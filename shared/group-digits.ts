/**
 * 10000 → '10,000' for the limits quoted in validation messages. Not toLocaleString: that call starts ICU's number
 * formatting, about 15 ms the first time in Node, and these messages are built when a handler's module loads.
 */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}
