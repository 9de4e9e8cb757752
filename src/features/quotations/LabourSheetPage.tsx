export default function LabourSheetPage() {
  return null;
}
