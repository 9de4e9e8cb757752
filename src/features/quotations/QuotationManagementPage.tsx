export default function QuotationManagementPage() {
  return null;
}
