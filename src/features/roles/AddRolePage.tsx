export default function AddRolePage() {
  return null;
}
