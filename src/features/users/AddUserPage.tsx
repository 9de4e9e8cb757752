export default function AddUserPage() {
  return null;
}
