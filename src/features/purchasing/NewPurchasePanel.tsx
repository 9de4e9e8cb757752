/** The New Purchase tab of /purchasing: a project, its purchase items, kept on this device. */
export function NewPurchasePanel() {
  return null;
}
