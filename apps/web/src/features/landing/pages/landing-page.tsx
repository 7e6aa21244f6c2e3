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

export default function LandingPage() {
  usePageMeta(
    "Disha",
    "Career guidance for students in class 8 to 12: an AI career counsellor, one-on-one mentors, career roadmaps for Science, Commerce and Arts, and free and premium plans.",
  );
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
