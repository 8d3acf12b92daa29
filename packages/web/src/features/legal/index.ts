/** The terms of service and the privacy policy. */
export { PrivacyPolicy } from './privacy-policy';
export { TermsOfService } from './terms-of-service';
