export default function AddQuotationItemPage() {
  return null;
}
