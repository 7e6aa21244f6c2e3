import type { Roadmap } from "./schemas.ts";

export const roadmaps: readonly Roadmap[] = [
  {
    slug: "eng",
    stream: "science",
    title: "Engineering Roadmap",
    path: "/timelines/eng",
    cardTitle: "Engineering",
    summary:
      "From PCM in class 11 to a 4-year B.Tech/B.E.: JEE Main, JEE Advanced or state exams, counselling, then internships and placements.",
    hi: {
      title: "इंजीनियरिंग रोडमैप",
      cardTitle: "इंजीनियरिंग",
      summary:
        "कक्षा 11 में PCM से 4 साल के B.Tech/B.E. तक: JEE Main, JEE Advanced या राज्य की परीक्षाएँ, काउंसलिंग, फिर इंटर्नशिप और प्लेसमेंट।",
    },
    steps: [
      {
        id: "choose-the-pcm-stream",
        title: "Choose the PCM stream",
        description:
          "After class 10, take Science with Physics, Chemistry and Mathematics (PCM). Engineering colleges need these subjects in class 12.",
        hi: {
          title: "PCM स्ट्रीम चुनें",
          description: "10वीं के बाद भौतिकी, रसायन और गणित (PCM) के साथ साइंस लें। इंजीनियरिंग कॉलेजों को 12वीं में ये विषय चाहिए।",
        },
      },
      {
        id: "class-11-12-studies",
        title: "Class 11-12 studies",
        description:
          "Build strong basics in PCM, because JEE is based on the class 11-12 syllabus. Board marks matter too: IITs, NITs and IIITs ask for at least 75% in class 12 (65% for SC/ST) or a place in the top 20 percentile of your board.",
        hi: {
          title: "कक्षा 11-12 की पढ़ाई",
          description:
            "PCM की बुनियाद मज़बूत करें, क्योंकि JEE कक्षा 11-12 के पाठ्यक्रम पर आधारित है। बोर्ड के अंक भी मायने रखते हैं: IITs, NITs और IIITs 12वीं में कम से कम 75% (SC/ST के लिए 65%) या अपने बोर्ड के टॉप 20 पर्सेंटाइल में जगह माँगते हैं।",
        },
      },
      {
        id: "prepare-for-jee",
        title: "Prepare for JEE and state exams",
        description:
          "Start early in class 11 with NCERT books, practice problems and mock tests. Make a list of the national, state and private entrance exams you want to take.",
        hi: {
          title: "JEE और राज्य की परीक्षाओं की तैयारी करें",
          description:
            "कक्षा 11 से ही NCERT की किताबों, अभ्यास के सवालों और मॉक टेस्ट के साथ जल्दी शुरुआत करें। उन राष्ट्रीय, राज्य और निजी प्रवेश परीक्षाओं की सूची बनाएँ जो आप देना चाहते हैं।",
        },
      },
      {
        id: "jee-main",
        title: "JEE Main",
        description:
          "JEE Main is conducted by NTA twice a year, in January and April. Its rank is used for NITs, IIITs and other centrally funded institutes, and the top candidates qualify for JEE Advanced.",
        hi: {
          title: "JEE Main परीक्षा",
          description:
            "JEE Main, NTA साल में दो बार, जनवरी और अप्रैल में लेता है। इसकी रैंक से NITs, IIITs और केंद्र सरकार से पैसा पाने वाले दूसरे संस्थानों में प्रवेश होता है, और सबसे अच्छे उम्मीदवार JEE Advanced के योग्य होते हैं।",
        },
      },
      {
        id: "jee-advanced",
        title: "JEE Advanced",
        description:
          "JEE Advanced is conducted by one of the IITs each year and is the exam for admission to the IITs. Only the top scorers of JEE Main can take it, at most twice in two consecutive years.",
        hi: {
          title: "JEE Advanced परीक्षा",
          description:
            "JEE Advanced हर साल कोई एक IIT लेता है और यह IITs में प्रवेश की परीक्षा है। इसे केवल JEE Main के टॉप स्कोर वाले दे सकते हैं, लगातार दो सालों में ज़्यादा से ज़्यादा दो बार।",
        },
      },
      {
        id: "state-and-private-exams",
        title: "State and private exams",
        description:
          "Many colleges use their own or their state's exam, such as MHT-CET (Maharashtra), WBJEE (West Bengal), KCET (Karnataka), BITSAT (BITS Pilani) and VITEEE (VIT). Taking a few of them gives you more choices.",
        hi: {
          title: "राज्य और निजी परीक्षाएँ",
          description:
            "कई कॉलेज अपनी या अपने राज्य की परीक्षा लेते हैं, जैसे MHT-CET (महाराष्ट्र), WBJEE (पश्चिम बंगाल), KCET (कर्नाटक), BITSAT (BITS पिलानी) और VITEEE (VIT)। इनमें से कुछ देने से आपके पास ज़्यादा विकल्प होते हैं।",
        },
      },
      {
        id: "college-admission-via-counselling",
        title: "College admission via counselling",
        description:
          "Seats are given through counselling based on your rank: JoSAA for IITs, NITs and IIITs, and state counselling for state colleges. You choose your college and branch, such as Computer Science, Mechanical or Electrical.",
        hi: {
          title: "काउंसलिंग से कॉलेज में प्रवेश",
          description:
            "सीटें आपकी रैंक के आधार पर काउंसलिंग से मिलती हैं: IITs, NITs और IIITs के लिए JoSAA, और राज्य के कॉलेजों के लिए राज्य की काउंसलिंग। आप अपना कॉलेज और ब्रांच चुनते हैं, जैसे कंप्यूटर साइंस, मैकेनिकल या इलेक्ट्रिकल।",
        },
      },
      {
        id: "internships-and-placements",
        title: "Internships and placements",
        description:
          "The B.Tech/B.E. takes 4 years. Do projects and internships, then join a company through campus placements or go for higher studies such as M.Tech (through GATE) or an MBA.",
        hi: {
          title: "इंटर्नशिप और प्लेसमेंट",
          description:
            "B.Tech/B.E. 4 साल का होता है। प्रोजेक्ट और इंटर्नशिप करें, फिर कैंपस प्लेसमेंट से किसी कंपनी में जुड़ें या आगे की पढ़ाई करें, जैसे M.Tech (GATE के ज़रिए) या MBA।",
        },
      },
    ],
    careerIds: [
      "software-engineer",
      "ai-engineer",
      "mechanical-engineer",
      "civil-engineer",
      "electrical-engineer",
      "architect",
    ],
  },
  {
    slug: "medical",
    stream: "science",
    title: "Medical Roadmap",
    path: "/timelines/medical",
    cardTitle: "Medical",
    summary:
      "From PCB in class 11 to MBBS or BDS through NEET-UG, the compulsory internship, and then MD/MS specialisation.",
    hi: {
      title: "मेडिकल रोडमैप",
      cardTitle: "मेडिकल",
      summary: "कक्षा 11 में PCB से NEET-UG के ज़रिए MBBS या BDS तक, फिर अनिवार्य इंटर्नशिप, और उसके बाद MD/MS में विशेषज्ञता।",
    },
    steps: [
      {
        id: "choose-the-pcb-stream",
        title: "Choose the PCB stream",
        description:
          "After class 10, take Science with Physics, Chemistry and Biology (PCB). Biology is compulsory for NEET and medical courses.",
        hi: {
          title: "PCB स्ट्रीम चुनें",
          description:
            "10वीं के बाद भौतिकी, रसायन और जीव-विज्ञान (PCB) के साथ साइंस लें। NEET और मेडिकल कोर्स के लिए जीव-विज्ञान ज़रूरी है।",
        },
      },
      {
        id: "class-11-12-studies",
        title: "Class 11-12 studies",
        description:
          "NEET is based on the class 11-12 NCERT syllabus, so study it thoroughly. You need at least 50% in Physics, Chemistry and Biology together (40% for SC/ST/OBC).",
        hi: {
          title: "कक्षा 11-12 की पढ़ाई",
          description:
            "NEET कक्षा 11-12 के NCERT पाठ्यक्रम पर आधारित है, इसलिए इसे अच्छी तरह पढ़ें। आपको भौतिकी, रसायन और जीव-विज्ञान में मिलाकर कम से कम 50% (SC/ST/OBC के लिए 40%) चाहिए।",
        },
      },
      {
        id: "prepare-for-neet",
        title: "Prepare for NEET (the route to AIIMS too)",
        description:
          "Prepare with NCERT books, previous papers and mock tests. AIIMS and JIPMER no longer hold separate exams: they also admit students through NEET-UG.",
        hi: {
          title: "NEET की तैयारी करें (AIIMS का रास्ता भी यही है)",
          description:
            "NCERT की किताबों, पिछले सालों के पेपर और मॉक टेस्ट से तैयारी करें। AIIMS और JIPMER अब अलग परीक्षा नहीं लेते: वे भी NEET-UG से प्रवेश देते हैं।",
        },
      },
      {
        id: "appear-for-neet-ug",
        title: "Appear for NEET-UG",
        description:
          "NEET-UG is conducted by NTA once a year, usually in May, and tests Physics, Chemistry and Biology. You must be at least 17 years old.",
        hi: {
          title: "NEET-UG दें",
          description:
            "NEET-UG, NTA साल में एक बार लेता है, आमतौर पर मई में, और इसमें भौतिकी, रसायन और जीव-विज्ञान की परीक्षा होती है। आपकी उम्र कम से कम 17 साल होनी चाहिए।",
        },
      },
      {
        id: "mbbs-bds-admission",
        title: "MBBS/BDS admission",
        description:
          "Your NEET rank decides your seat through counselling: MCC for All India Quota and central seats, and state counselling for state quota seats. MBBS takes 5.5 years and BDS 5 years, both including 1 year of internship.",
        hi: {
          title: "MBBS/BDS में प्रवेश",
          description:
            "आपकी NEET रैंक से काउंसलिंग में आपकी सीट तय होती है: ऑल इंडिया कोटा और केंद्रीय सीटों के लिए MCC, और राज्य कोटे की सीटों के लिए राज्य की काउंसलिंग। MBBS 5.5 साल का और BDS 5 साल का होता है, दोनों में 1 साल की इंटर्नशिप शामिल है।",
        },
      },
      {
        id: "internship-and-residency",
        title: "Internship (1 year) and residency",
        description:
          "MBBS ends with 1 year of compulsory rotating internship in a hospital, after which you register as a doctor. Many doctors then work as residents to gain experience.",
        hi: {
          title: "इंटर्नशिप (1 साल) और रेज़िडेंसी",
          description:
            "MBBS का अंत किसी अस्पताल में 1 साल की अनिवार्य रोटेटिंग इंटर्नशिप से होता है, जिसके बाद आप डॉक्टर के रूप में पंजीकरण कराते हैं। कई डॉक्टर इसके बाद अनुभव के लिए रेज़िडेंट के रूप में काम करते हैं।",
        },
      },
      {
        id: "md-ms-specialisation",
        title: "MD/MS specialisation",
        description:
          "To specialise, take NEET-PG (conducted by NBEMS) and do a 3-year MD (medicine branches) or MS (surgery branches), for example in paediatrics or orthopaedics.",
        hi: {
          title: "MD/MS में विशेषज्ञता",
          description:
            "विशेषज्ञ बनने के लिए NEET-PG (NBEMS द्वारा ली जाने वाली) दें और 3 साल का MD (मेडिसिन की शाखाएँ) या MS (सर्जरी की शाखाएँ) करें, जैसे बाल रोग (पीडियाट्रिक्स) या हड्डी रोग (ऑर्थोपेडिक्स) में।",
        },
      },
    ],
    careerIds: ["doctor", "dentist", "surgeon"],
  },
  {
    slug: "bsc",
    stream: "science",
    title: "B.Sc Roadmap",
    path: "/timelines/bsc",
    cardTitle: "B.Sc",
    summary:
      "A 3-year B.Sc (4 years with honours) in a subject you love, then a job or higher studies such as M.Sc or MBA.",
    hi: {
      title: "B.Sc रोडमैप",
      cardTitle: "B.Sc (विज्ञान)",
      summary: "अपने पसंदीदा विषय में 3 साल का B.Sc (ऑनर्स के साथ 4 साल), फिर नौकरी या M.Sc या MBA जैसी आगे की पढ़ाई।",
    },
    steps: [
      {
        id: "choose-your-stream",
        title: "Choose your stream",
        description:
          "Take Science in class 11: PCM for Physics, Mathematics, Statistics or Computer Science, and PCB for Biology, Biotechnology, Zoology or Botany.",
        hi: {
          title: "अपनी स्ट्रीम चुनें",
          description:
            "कक्षा 11 में साइंस लें: भौतिकी, गणित, सांख्यिकी या कंप्यूटर साइंस के लिए PCM, और जीव-विज्ञान, बायोटेक्नोलॉजी, प्राणी विज्ञान या वनस्पति विज्ञान के लिए PCB।",
        },
      },
      {
        id: "class-11-12-studies",
        title: "Class 11-12 studies",
        description:
          "Do well in your class 12 boards and in the subjects you want to specialise in. Many universities also look at your marks in that subject.",
        hi: {
          title: "कक्षा 11-12 की पढ़ाई",
          description:
            "12वीं बोर्ड में और जिन विषयों में आप विशेषज्ञता चाहते हैं उनमें अच्छा करें। कई विश्वविद्यालय उस विषय के आपके अंक भी देखते हैं।",
        },
      },
      {
        id: "choose-a-specialisation",
        title: "Choose a specialisation",
        description:
          "Pick the subject of your B.Sc, such as Physics, Chemistry, Mathematics, Statistics, Computer Science, Biotechnology or Microbiology.",
        hi: {
          title: "विशेषज्ञता का विषय चुनें",
          description:
            "अपने B.Sc का विषय चुनें, जैसे भौतिकी, रसायन, गणित, सांख्यिकी, कंप्यूटर साइंस, बायोटेक्नोलॉजी या माइक्रोबायोलॉजी।",
        },
      },
      {
        id: "apply-to-colleges",
        title: "Apply to colleges",
        description:
          "Central universities such as Delhi University and BHU admit through CUET-UG (conducted by NTA). IISERs admit through the IISER Aptitude Test, and NISER through NEST; state and private universities have their own process.",
        hi: {
          title: "कॉलेजों में आवेदन करें",
          description:
            "दिल्ली विश्वविद्यालय और BHU जैसे केंद्रीय विश्वविद्यालय CUET-UG (NTA द्वारा ली जाने वाली) से प्रवेश देते हैं। IISERs, IISER एप्टीट्यूड टेस्ट से और NISER, NEST से प्रवेश देते हैं; राज्य और निजी विश्वविद्यालयों की अपनी प्रक्रिया होती है।",
        },
      },
      {
        id: "complete-your-degree",
        title: "Complete your degree",
        description:
          "A B.Sc takes 3 years, or 4 years for an honours or research degree under the new education policy. Use the time for lab work, projects and internships.",
        hi: {
          title: "अपनी डिग्री पूरी करें",
          description:
            "B.Sc 3 साल का होता है, या नई शिक्षा नीति के तहत ऑनर्स या रिसर्च डिग्री के लिए 4 साल का। इस समय का उपयोग लैब के काम, प्रोजेक्ट और इंटर्नशिप के लिए करें।",
        },
      },
      {
        id: "job-or-higher-studies",
        title: "Job or higher studies",
        description:
          "Start working as an analyst, lab scientist or in IT, or study further: an M.Sc (IIT JAM for IITs) for science and research, or an MBA (through CAT) for management.",
        hi: {
          title: "नौकरी या आगे की पढ़ाई",
          description:
            "एनालिस्ट, लैब वैज्ञानिक के रूप में या IT में काम शुरू करें, या आगे पढ़ें: विज्ञान और शोध के लिए M.Sc (IITs के लिए IIT JAM), या मैनेजमेंट के लिए MBA (CAT के ज़रिए)।",
        },
      },
    ],
    careerIds: ["data-scientist", "mathematician", "statistician", "biotechnologist", "research-scientist"],
  },
  {
    slug: "accounting",
    stream: "commerce",
    title: "Accounting Roadmap",
    path: "/career-commerce/accounting",
    cardTitle: "Accounting",
    summary:
      "Professional accounting courses in India: CA through ICAI, CS through ICSI and CMA through ICMAI, each with foundation, intermediate and final levels plus practical training.",
    hi: {
      title: "अकाउंटिंग रोडमैप",
      cardTitle: "अकाउंटिंग",
      summary:
        "भारत के पेशेवर अकाउंटिंग कोर्स: ICAI से CA, ICSI से CS और ICMAI से CMA, हर एक में फ़ाउंडेशन, इंटरमीडिएट और फ़ाइनल स्तर और व्यावहारिक प्रशिक्षण।",
    },
    steps: [
      {
        id: "choose-commerce-in-class-11",
        title: "Choose Commerce in class 11",
        description:
          "Take Accountancy, Business Studies and Economics, ideally with Mathematics. Students from Science or Arts can also join CA, CS or CMA later.",
        hi: {
          title: "कक्षा 11 में कॉमर्स चुनें",
          description:
            "अकाउंटेंसी, बिज़नेस स्टडीज़ और अर्थशास्त्र लें, हो सके तो गणित के साथ। साइंस या आर्ट्स के छात्र भी बाद में CA, CS या CMA में जुड़ सकते हैं।",
        },
      },
      {
        id: "clear-the-entry-level",
        title: "Clear the entry level",
        description:
          "After class 12, take CA Foundation (ICAI), the CS Executive Entrance Test (ICSI) or CMA Foundation (ICMAI). Graduates with good marks can skip straight to the intermediate level.",
        hi: {
          title: "पहला स्तर पास करें",
          description:
            "12वीं के बाद CA फ़ाउंडेशन (ICAI), CS एग्ज़ीक्यूटिव एंट्रेंस टेस्ट (ICSI) या CMA फ़ाउंडेशन (ICMAI) दें। अच्छे अंकों वाले ग्रेजुएट सीधे इंटरमीडिएट स्तर पर जा सकते हैं।",
        },
      },
      {
        id: "pass-the-intermediate-level",
        title: "Pass the intermediate level",
        description:
          "Clear CA Intermediate, CS Executive or CMA Intermediate. These cover accounting, law, tax, costing and auditing.",
        hi: {
          title: "इंटरमीडिएट स्तर पास करें",
          description:
            "CA इंटरमीडिएट, CS एग्ज़ीक्यूटिव या CMA इंटरमीडिएट पास करें। इनमें अकाउंटिंग, क़ानून, टैक्स, कॉस्टिंग और ऑडिटिंग आते हैं।",
        },
      },
      {
        id: "articleship-and-practical-training",
        title: "Articleship and practical training",
        description:
          "CA students do a 2-year articleship under a practising Chartered Accountant. CS and CMA students also complete practical training in companies or firms.",
        hi: {
          title: "आर्टिकलशिप और व्यावहारिक प्रशिक्षण",
          description:
            "CA छात्र किसी प्रैक्टिस करने वाले चार्टर्ड अकाउंटेंट के अधीन 2 साल की आर्टिकलशिप करते हैं। CS और CMA छात्र भी कंपनियों या फ़र्मों में व्यावहारिक प्रशिक्षण पूरा करते हैं।",
        },
      },
      {
        id: "pass-the-final-level",
        title: "Pass the final level",
        description: "Clear CA Final, CS Professional or CMA Final. Many students also finish a B.Com alongside.",
        hi: {
          title: "फ़ाइनल स्तर पास करें",
          description: "CA फ़ाइनल, CS प्रोफ़ेशनल या CMA फ़ाइनल पास करें। कई छात्र साथ-साथ B.Com भी पूरा करते हैं।",
        },
      },
      {
        id: "become-a-member",
        title: "Become a member and start working",
        description:
          "Join ICAI as a Chartered Accountant, ICSI as a Company Secretary or ICMAI as a Cost and Management Accountant. Work in audit and tax firms, companies and banks, or start your own practice.",
        hi: {
          title: "सदस्य बनें और काम शुरू करें",
          description:
            "चार्टर्ड अकाउंटेंट के रूप में ICAI, कंपनी सेक्रेटरी के रूप में ICSI या कॉस्ट एंड मैनेजमेंट अकाउंटेंट के रूप में ICMAI से जुड़ें। ऑडिट और टैक्स फ़र्मों, कंपनियों और बैंकों में काम करें, या अपनी प्रैक्टिस शुरू करें।",
        },
      },
    ],
    careerIds: ["chartered-accountant", "auditor", "company-secretary", "cost-accountant", "tax-consultant"],
  },
  {
    slug: "finance",
    stream: "commerce",
    title: "Finance Roadmap",
    path: "/career-commerce/finance",
    cardTitle: "Finance",
    summary:
      "A B.Com, BBA or Economics degree, finance skills and internships, then a certification such as CFA, FRM or CFP, or an MBA in Finance.",
    hi: {
      title: "फ़ाइनेंस रोडमैप",
      cardTitle: "फ़ाइनेंस",
      summary:
        "B.Com, BBA या अर्थशास्त्र की डिग्री, फ़ाइनेंस के कौशल और इंटर्नशिप, फिर CFA, FRM या CFP जैसा कोई सर्टिफ़िकेशन या फ़ाइनेंस में MBA।",
    },
    steps: [
      {
        id: "commerce-with-mathematics",
        title: "Commerce with Mathematics in class 11-12",
        description:
          "Commerce with Mathematics is the usual route, though Science students with Maths do well in finance too. Follow the news on markets and the economy.",
        hi: {
          title: "कक्षा 11-12 में गणित के साथ कॉमर्स",
          description:
            "आम रास्ता गणित के साथ कॉमर्स है, हालाँकि गणित वाले साइंस के छात्र भी फ़ाइनेंस में अच्छा करते हैं। बाज़ार और अर्थव्यवस्था की ख़बरों पर नज़र रखें।",
        },
      },
      {
        id: "bachelors-degree",
        title: "B.Com, BBA or Economics degree",
        description:
          "Do a 3-year B.Com, BBA (Finance) or BA/B.Sc in Economics. Central universities admit through CUET-UG.",
        hi: {
          title: "B.Com, BBA या अर्थशास्त्र की डिग्री",
          description: "3 साल का B.Com, BBA (फ़ाइनेंस) या अर्थशास्त्र में BA/B.Sc करें। केंद्रीय विश्वविद्यालय CUET-UG से प्रवेश देते हैं।",
        },
      },
      {
        id: "build-skills-and-do-internships",
        title: "Build skills and do internships",
        description:
          "Learn Excel, accounting, financial modelling and data analysis. Intern at a bank, investment firm or the finance team of a company.",
        hi: {
          title: "कौशल बढ़ाएँ और इंटर्नशिप करें",
          description:
            "Excel, अकाउंटिंग, फ़ाइनेंशियल मॉडलिंग और डेटा विश्लेषण सीखें। किसी बैंक, निवेश कंपनी या किसी कंपनी की फ़ाइनेंस टीम में इंटर्नशिप करें।",
        },
      },
      {
        id: "earn-a-finance-certification",
        title: "Earn a finance certification",
        description:
          "CFA (CFA Institute, 3 levels) is for investment analysis, FRM (GARP, 2 parts) is for risk management, and CFP is for personal financial planning.",
        hi: {
          title: "फ़ाइनेंस का सर्टिफ़िकेशन लें",
          description:
            "CFA (CFA इंस्टीट्यूट, 3 स्तर) निवेश विश्लेषण के लिए है, FRM (GARP, 2 भाग) जोखिम प्रबंधन के लिए, और CFP निजी वित्तीय योजना के लिए।",
        },
      },
      {
        id: "finance-jobs-or-an-mba",
        title: "Finance jobs or an MBA",
        description:
          "Work as a financial analyst, equity research analyst, wealth manager or in investment banking. An MBA in Finance (through CAT) helps you grow into senior roles.",
        hi: {
          title: "फ़ाइनेंस की नौकरियाँ या MBA",
          description:
            "फ़ाइनेंशियल एनालिस्ट, इक्विटी रिसर्च एनालिस्ट, वेल्थ मैनेजर के रूप में या इन्वेस्टमेंट बैंकिंग में काम करें। फ़ाइनेंस में MBA (CAT के ज़रिए) वरिष्ठ पदों तक पहुँचने में मदद करता है।",
        },
      },
    ],
    careerIds: ["financial-analyst", "investment-banker", "economist", "financial-planner"],
  },
  {
    slug: "business",
    stream: "commerce",
    title: "Business Management Roadmap",
    path: "/career-commerce/business",
    cardTitle: "Business",
    summary:
      "A BBA or BMS after class 12, internships and some work experience, then an MBA or PGDM to become a manager or run your own business.",
    hi: {
      title: "बिज़नेस मैनेजमेंट रोडमैप",
      cardTitle: "बिज़नेस",
      summary: "12वीं के बाद BBA या BMS, इंटर्नशिप और कुछ काम का अनुभव, फिर मैनेजर बनने या अपना व्यवसाय चलाने के लिए MBA या PGDM।",
    },
    steps: [
      {
        id: "class-11-12-any-stream",
        title: "Class 11-12 in any stream",
        description:
          "Commerce is common, but any stream works for management. Build communication, teamwork and leadership through school clubs and events.",
        hi: {
          title: "किसी भी स्ट्रीम में कक्षा 11-12",
          description:
            "कॉमर्स आम है, लेकिन मैनेजमेंट के लिए कोई भी स्ट्रीम चलती है। स्कूल के क्लबों और कार्यक्रमों से बातचीत, टीमवर्क और नेतृत्व का कौशल बढ़ाएँ।",
        },
      },
      {
        id: "bba-or-bms-degree",
        title: "BBA or BMS degree",
        description:
          "Do a 3-year BBA or BMS through CUET-UG or a university's own test. IPMAT gives entry to the 5-year Integrated Programme in Management at IIM Indore and IIM Rohtak.",
        hi: {
          title: "BBA या BMS की डिग्री",
          description:
            "CUET-UG या किसी विश्वविद्यालय की अपनी परीक्षा से 3 साल का BBA या BMS करें। IPMAT से IIM इंदौर और IIM रोहतक के 5 साल के इंटीग्रेटेड प्रोग्राम इन मैनेजमेंट में प्रवेश मिलता है।",
        },
      },
      {
        id: "internships-and-projects",
        title: "Internships and projects",
        description:
          "Intern in marketing, sales, operations or at a startup, and take part in business competitions. This shows you which area you enjoy.",
        hi: {
          title: "इंटर्नशिप और प्रोजेक्ट",
          description:
            "मार्केटिंग, सेल्स, ऑपरेशंस में या किसी स्टार्टअप में इंटर्नशिप करें, और बिज़नेस प्रतियोगिताओं में हिस्सा लें। इससे पता चलता है कि आपको कौन-सा क्षेत्र पसंद है।",
        },
      },
      {
        id: "work-experience-and-mba-entrance",
        title: "Work experience and MBA entrance",
        description:
          "One or two years of work experience helps. Prepare for MBA entrance exams such as CAT (for the IIMs), XAT or GMAT.",
        hi: {
          title: "काम का अनुभव और MBA प्रवेश परीक्षा",
          description:
            "एक-दो साल का काम का अनुभव मदद करता है। CAT (IIMs के लिए), XAT या GMAT जैसी MBA प्रवेश परीक्षाओं की तैयारी करें।",
        },
      },
      {
        id: "mba-and-a-management-career",
        title: "MBA and a management career",
        description:
          "A 2-year MBA or PGDM lets you specialise in marketing, finance, HR or operations. Then work as a manager or business analyst, or start your own company.",
        hi: {
          title: "MBA और मैनेजमेंट करियर",
          description:
            "2 साल के MBA या PGDM से आप मार्केटिंग, फ़ाइनेंस, HR या ऑपरेशंस में विशेषज्ञता ले सकते हैं। फिर मैनेजर या बिज़नेस एनालिस्ट के रूप में काम करें, या अपनी कंपनी शुरू करें।",
        },
      },
    ],
    careerIds: ["entrepreneur", "business-analyst", "market-analyst", "marketing-manager", "hr-manager"],
  },
  {
    slug: "fine-arts",
    stream: "arts",
    title: "Fine Arts Roadmap",
    path: "/career-arts/fine-arts",
    cardTitle: "Fine Arts",
    summary:
      "Practise and build a portfolio, clear an art college's aptitude test, do a 4-year BFA, and optionally an MFA.",
    hi: {
      title: "ललित कला (फ़ाइन आर्ट्स) रोडमैप",
      cardTitle: "ललित कला",
      summary: "अभ्यास करें और पोर्टफ़ोलियो बनाएँ, किसी आर्ट कॉलेज की एप्टीट्यूड टेस्ट पास करें, 4 साल का BFA करें, और चाहें तो MFA।",
    },
    steps: [
      {
        id: "practise-and-build-a-portfolio",
        title: "Practise and build a portfolio",
        description:
          "Any stream works, though Arts with Fine Arts or Painting as a subject helps. Draw, paint and sketch every day and keep your best work in a portfolio.",
        hi: {
          title: "अभ्यास करें और पोर्टफ़ोलियो बनाएँ",
          description:
            "कोई भी स्ट्रीम चलती है, हालाँकि फ़ाइन आर्ट्स या पेंटिंग विषय के साथ आर्ट्स मदद करता है। रोज़ ड्रॉइंग, पेंटिंग और स्केचिंग करें और अपना सबसे अच्छा काम पोर्टफ़ोलियो में रखें।",
        },
      },
      {
        id: "art-entrance-tests",
        title: "Art entrance tests",
        description:
          "Art colleges hold drawing and aptitude tests, and many central universities use CUET-UG. For design courses, prepare for NID DAT, NIFT or UCEED.",
        hi: {
          title: "आर्ट की प्रवेश परीक्षाएँ",
          description:
            "आर्ट कॉलेज ड्रॉइंग और एप्टीट्यूड टेस्ट लेते हैं, और कई केंद्रीय विश्वविद्यालय CUET-UG का उपयोग करते हैं। डिज़ाइन कोर्स के लिए NID DAT, NIFT या UCEED की तैयारी करें।",
        },
      },
      {
        id: "bfa-degree",
        title: "Bachelor of Fine Arts (BFA)",
        description:
          "A BFA usually takes 4 years. You can specialise in painting, sculpture, applied art, printmaking or photography.",
        hi: {
          title: "बैचलर ऑफ़ फ़ाइन आर्ट्स (BFA)",
          description:
            "BFA आमतौर पर 4 साल का होता है। आप पेंटिंग, मूर्तिकला, एप्लाइड आर्ट, प्रिंटमेकिंग या फ़ोटोग्राफ़ी में विशेषज्ञता ले सकते हैं।",
        },
      },
      {
        id: "exhibitions-and-freelance-work",
        title: "Exhibitions, internships and freelance work",
        description:
          "Show your work in exhibitions and online, intern at design studios or galleries, and learn digital tools such as Photoshop and Illustrator.",
        hi: {
          title: "प्रदर्शनियाँ, इंटर्नशिप और फ़्रीलांस काम",
          description:
            "अपना काम प्रदर्शनियों में और ऑनलाइन दिखाएँ, डिज़ाइन स्टूडियो या गैलरियों में इंटर्नशिप करें, और Photoshop और Illustrator जैसे डिजिटल टूल सीखें।",
        },
      },
      {
        id: "mfa-and-art-career",
        title: "MFA (optional) and an art career",
        description:
          "A 2-year MFA helps if you want to teach or go deeper into your art. Careers include painter, illustrator, graphic designer, animator and art teacher.",
        hi: {
          title: "MFA (चाहें तो) और कला में करियर",
          description:
            "अगर आप पढ़ाना चाहते हैं या अपनी कला में और गहराई तक जाना चाहते हैं, तो 2 साल का MFA मदद करता है। करियर में चित्रकार, इलस्ट्रेटर, ग्राफ़िक डिज़ाइनर, एनिमेटर और कला शिक्षक शामिल हैं।",
        },
      },
    ],
    careerIds: ["painter", "graphic-designer", "illustrator", "animator", "fashion-designer"],
  },
  {
    slug: "journalism",
    stream: "arts",
    title: "Journalism & Media Roadmap",
    path: "/career-arts/journalism",
    cardTitle: "Journalism & Media",
    summary:
      "A BJMC or journalism degree, internships in newsrooms, and a strong portfolio of published work lead to reporting, editing and media jobs.",
    hi: {
      title: "पत्रकारिता और मीडिया रोडमैप",
      cardTitle: "पत्रकारिता और मीडिया",
      summary:
        "BJMC या पत्रकारिता की डिग्री, न्यूज़रूम में इंटर्नशिप, और छपे हुए काम का मज़बूत पोर्टफ़ोलियो रिपोर्टिंग, संपादन और मीडिया की नौकरियों तक ले जाता है।",
    },
    steps: [
      {
        id: "read-write-and-speak",
        title: "Read, write and speak in school",
        description:
          "Any stream works, though Arts with English helps. Read newspapers daily, write for the school magazine and take part in debates.",
        hi: {
          title: "स्कूल में पढ़ें, लिखें और बोलें",
          description:
            "कोई भी स्ट्रीम चलती है, हालाँकि अंग्रेज़ी के साथ आर्ट्स मदद करता है। रोज़ अख़बार पढ़ें, स्कूल पत्रिका के लिए लिखें और वाद-विवाद में हिस्सा लें।",
        },
      },
      {
        id: "bjmc-or-journalism-degree",
        title: "BJMC or journalism degree",
        description:
          "Do a 3-year BJMC (Bachelor of Journalism and Mass Communication) or a BA in Journalism. Admission is through CUET-UG or a university's own entrance test.",
        hi: {
          title: "BJMC या पत्रकारिता की डिग्री",
          description:
            "3 साल का BJMC (बैचलर ऑफ़ जर्नलिज़्म एंड मास कम्युनिकेशन) या पत्रकारिता में BA करें। प्रवेश CUET-UG या किसी विश्वविद्यालय की अपनी प्रवेश परीक्षा से होता है।",
        },
      },
      {
        id: "internships",
        title: "Internships",
        description:
          "Intern at newspapers, TV news channels, radio, digital news sites or PR agencies. Internships teach you how a newsroom really works.",
        hi: {
          title: "इंटर्नशिप",
          description:
            "अख़बारों, टीवी न्यूज़ चैनलों, रेडियो, डिजिटल न्यूज़ साइटों या PR एजेंसियों में इंटर्नशिप करें। इंटर्नशिप से पता चलता है कि न्यूज़रूम असल में कैसे काम करता है।",
        },
      },
      {
        id: "build-a-portfolio",
        title: "Build a portfolio",
        description:
          "Collect your published articles, videos, podcasts and photos in one place. Editors hire from portfolios.",
        hi: {
          title: "पोर्टफ़ोलियो बनाएँ",
          description: "अपने छपे हुए लेख, वीडियो, पॉडकास्ट और तस्वीरें एक जगह इकट्ठा करें। संपादक पोर्टफ़ोलियो देखकर लोगों को रखते हैं।",
        },
      },
      {
        id: "media-jobs-or-a-master",
        title: "Media jobs or a master's",
        description:
          "Start as a reporter, sub-editor, content writer or anchor. A master's (MJMC/MA) or a PG diploma in journalism can help you specialise.",
        hi: {
          title: "मीडिया की नौकरियाँ या मास्टर्स",
          description:
            "रिपोर्टर, सब-एडिटर, कंटेंट राइटर या एंकर के रूप में शुरुआत करें। मास्टर्स (MJMC/MA) या पत्रकारिता में PG डिप्लोमा विशेषज्ञता में मदद कर सकता है।",
        },
      },
    ],
    careerIds: ["journalist", "news-reporter", "content-writer"],
  },
  {
    slug: "psychology",
    stream: "arts",
    title: "Psychology Roadmap",
    path: "/career-arts/psychology",
    cardTitle: "Psychology",
    summary:
      "A BA or B.Sc in Psychology, a specialisation such as clinical or counselling, and a master's degree to practise as a psychologist or counsellor.",
    hi: {
      title: "मनोविज्ञान रोडमैप",
      cardTitle: "मनोविज्ञान",
      summary:
        "मनोविज्ञान में BA या B.Sc, क्लिनिकल या काउंसलिंग जैसी कोई विशेषज्ञता, और मनोवैज्ञानिक या काउंसलर के रूप में काम करने के लिए मास्टर्स डिग्री।",
    },
    steps: [
      {
        id: "psychology-in-class-11-12",
        title: "Psychology in class 11-12",
        description: "Arts or Science both work. Taking Psychology as a subject in class 11-12 gives you a head start.",
        hi: {
          title: "कक्षा 11-12 में मनोविज्ञान",
          description: "आर्ट्स या साइंस, दोनों चलते हैं। कक्षा 11-12 में मनोविज्ञान विषय लेने से आपको शुरुआती बढ़त मिलती है।",
        },
      },
      {
        id: "ba-or-bsc-psychology",
        title: "BA or B.Sc in Psychology",
        description:
          "Do a 3-year BA or B.Sc in Psychology (4 years with honours). Central universities admit through CUET-UG.",
        hi: {
          title: "मनोविज्ञान में BA या B.Sc",
          description: "मनोविज्ञान में 3 साल का BA या B.Sc करें (ऑनर्स के साथ 4 साल)। केंद्रीय विश्वविद्यालय CUET-UG से प्रवेश देते हैं।",
        },
      },
      {
        id: "choose-a-specialisation",
        title: "Choose a specialisation",
        description:
          "Decide between clinical psychology (mental health treatment), counselling psychology (guidance for students and adults) or areas such as organisational or sports psychology.",
        hi: {
          title: "विशेषज्ञता चुनें",
          description:
            "क्लिनिकल साइकोलॉजी (मानसिक स्वास्थ्य का इलाज), काउंसलिंग साइकोलॉजी (छात्रों और बड़ों का मार्गदर्शन) या संगठनात्मक या खेल मनोविज्ञान जैसे क्षेत्रों में से चुनें।",
        },
      },
      {
        id: "masters-degree",
        title: "Master's degree",
        description:
          "A 2-year MA or M.Sc in Psychology is needed to work as a psychologist or counsellor. Clinical psychologists also need an RCI-recognised qualification and registration with the Rehabilitation Council of India.",
        hi: {
          title: "मास्टर्स डिग्री",
          description:
            "मनोवैज्ञानिक या काउंसलर के रूप में काम करने के लिए मनोविज्ञान में 2 साल का MA या M.Sc ज़रूरी है। क्लिनिकल साइकोलॉजिस्ट को RCI से मान्य योग्यता और भारतीय पुनर्वास परिषद (RCI) में पंजीकरण भी चाहिए।",
        },
      },
      {
        id: "practice-and-experience",
        title: "Practice and experience",
        description:
          "Work in schools, hospitals, clinics, companies or NGOs under supervision at first. A PhD opens research and university teaching.",
        hi: {
          title: "प्रैक्टिस और अनुभव",
          description:
            "शुरुआत में स्कूलों, अस्पतालों, क्लिनिकों, कंपनियों या NGOs में किसी की देखरेख में काम करें। PhD से शोध और विश्वविद्यालय में पढ़ाने के रास्ते खुलते हैं।",
        },
      },
    ],
    careerIds: ["psychologist", "career-advisor"],
  },
];

const roadmapsByPath = new Map(roadmaps.map((roadmap) => [roadmap.path, roadmap]));

export function roadmapByPath(path: string): Roadmap | undefined {
  return roadmapsByPath.get(path);
}
