/** Placeholder while this screen is being built (see web/src/app/routes.tsx). */
export default function Page() {
  return null;
}
