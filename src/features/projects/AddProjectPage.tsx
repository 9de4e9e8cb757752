export default function AddProjectPage() {
  return null;
}
