export default function UserManagementPage() {
  return null;
}
