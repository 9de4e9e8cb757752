export default function MeasurementSheetPage() {
  return null;
}
