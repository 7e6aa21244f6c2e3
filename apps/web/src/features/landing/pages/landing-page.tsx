import "../i18n.ts";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { BackToTop } from "../components/back-to-top.tsx";
import { BenefitsSection } from "../components/benefits-section.tsx";
import { CommunitySection } from "../components/community-section.tsx";
import { FaqSection } from "../components/faq-section.tsx";
import { FeaturesSection } from "../components/features-section.tsx";
import { HeroSection } from "../components/hero-section.tsx";
import { HowItWorksSection } from "../components/how-it-works-section.tsx";
import { PricingSection } from "../components/pricing-section.tsx";
import { ServicesSection } from "../components/services-section.tsx";
import { t } from "../../../lib/i18n/i18n.ts";

export default function LandingPage() {
  usePageMeta(null, t("landing.meta.description"));
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <ServicesSection />
      <BenefitsSection />
      <PricingSection />
      <CommunitySection />
      <FaqSection />
      <BackToTop />
    </>
  );
}
