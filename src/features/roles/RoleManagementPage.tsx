export default function RoleManagementPage() {
  return null;
}
