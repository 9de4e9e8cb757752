/** Being built: its issue fills it in. */
export default function Page() {
  return null;
}
