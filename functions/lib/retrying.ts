/**
 * The one policy for trying a call again when AWS answers "not now" (a transaction collision, an unprocessed part
 * of a batch, a throttled or failed signed request).
 *
 * At most MAX_TRIES tries; before each new try a pause drawn at random between 0 and a cap that doubles from 100 ms
 * up to 800 ms ("full jitter": callers that collided spread out instead of colliding again in step), about 5.5 s of
 * waiting at worst. Then `giveUp()` is thrown; the data layer's give-up errors are answered as 503 with Retry-After
 * (retry-later.ts), never as a verdict on the data.
 */

const MAX_TRIES = 10;
const FIRST_CAP_MS = 100;
const LAST_CAP_MS = 800;

/** What a try answers when it should be tried again. */
export const TRY_AGAIN = Symbol('try again');

/** Runs `tryOnce` until it answers something other than TRY_AGAIN, pausing between tries; then throws `giveUp()`. */
export async function retrying<T>(tryOnce: () => Promise<T | typeof TRY_AGAIN>, giveUp: () => Error): Promise<T> {
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    if (tries > 1) {
      const cap = Math.min(FIRST_CAP_MS * 2 ** (tries - 2), LAST_CAP_MS);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * cap));
    }
    const outcome = await tryOnce();
    if (outcome !== TRY_AGAIN) return outcome;
  }
  throw giveUp();
}
