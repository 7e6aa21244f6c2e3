// what other features may use of certificates
export { CertificateLink } from "./components/certificate-link.tsx";
