// A back-office screen's failure message, announced when it appears; nothing while it is empty.
export function Alert({ message, className }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={className ? `admin-alert ${className}` : 'admin-alert'}>
      {message}
    </p>
  );
}
