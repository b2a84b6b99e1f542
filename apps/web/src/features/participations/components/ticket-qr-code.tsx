import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { qrCodeDataUrl } from "../../../components/qr-code.tsx";

interface TicketQrCodeProps {
  value: string;
  label: string;
  size: number;
}

/**
 * The ticket's QR code, drawn through a query rather than an effect: the server's render fetches
 * it like the page's data, so the code is in the HTML (readable at the door without scripts) and
 * in the state the browser hydrates from, which draws the same image without computing it again.
 */
export function TicketQrCode({ value, label, size }: TicketQrCodeProps) {
  const qr = useQuery({
    queryKey: queryKeys.qrCodes.of(value),
    queryFn: () => qrCodeDataUrl(value),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!qr.data)
    return <span style={{ display: "inline-block", width: size, height: size }} aria-hidden="true" />;
  return (
    <img
      src={qr.data}
      alt={label}
      width={size}
      height={size}
      style={{ background: "#fff" }}
      data-testid="ticket-qr-code"
    />
  );
}
