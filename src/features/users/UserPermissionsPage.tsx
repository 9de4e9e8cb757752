export default function UserPermissionsPage() {
  return null;
}
