export default function MaterialSheetPage() {
  return null;
}
