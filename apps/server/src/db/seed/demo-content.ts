/**
 * Demo content seeded on a fresh install (pure data, no behaviour).
 *
 * Dates are relative to the seeding day: `startOffsetDays` is negative (the campaign started N days
 * ago); `endOffsetDays` is days from today (negative = already ended, null = ongoing, no end date).
 * Money is in the minor unit of the campaign's currency (US dollars unless `currency` says otherwise): cents,
 * euro cents, or whole yen, whatever the fields' names say. `image` is a file name in ./images (rendered by
 * scripts/make-demo-images.mjs). `donationPlan` tells the seeder how many succeeded demo donations to create and
 * the range their amounts are drawn from (deterministically, rounded to 100 minor units: whole dollars and
 * euros, hundreds of yen).
 */
import type { CampaignCategory, CampaignStatus, CurrencyCode } from '@causeway/contracts';

export interface DemoOrganization {
  key: string;
  name: string;
  description: string;
  contactEmail: string;
}

export interface DemoReward {
  title: string;
  description: string;
  minimumAmountCents: number;
}

export interface DemoUpdate {
  title: string;
  content: string;
  /** Posted this many days before the seeding day (always within the campaign's running time). */
  daysAgo: number;
  isPublic: boolean;
}

export interface DemoDonationPlan {
  /** Number of succeeded donations to create (3 to 40). */
  count: number;
  minCents: number;
  maxCents: number;
}

export interface DemoCampaign {
  key: string;
  title: string;
  shortDescription: string;
  /** Paragraphs separated by a blank line ('\n\n'). */
  description: string;
  category: CampaignCategory;
  status: CampaignStatus;
  /** The campaign's currency (issue 26); US dollars when left out. */
  currency?: CurrencyCode;
  goalCents: number;
  /** Negative: the campaign started this many days ago. */
  startOffsetDays: number;
  /** Days from the seeding day to the end date; negative = already ended; null = ongoing. */
  endOffsetDays: number | null;
  organizationKey: string;
  /** File name in ./images. */
  image: string;
  rewards: DemoReward[];
  updates: DemoUpdate[];
  donationPlan: DemoDonationPlan;
}

export interface DemoDonor {
  firstName: string;
  lastName: string;
  username: string;
}

export const demoOrganizations: DemoOrganization[] = [
  {
    key: 'lifeline',
    name: 'Lifeline Relief Partners',
    description:
      'An independent humanitarian charity founded in 2009. We work through local partner organisations in Uganda, Malawi, Nepal, Bangladesh, Mozambique and, since the 2024 Noto earthquake, Japan to provide safe water, maternal and primary healthcare, nurse training and fast, practical help after floods and cyclones. Our accounts are audited every year and 88 cents of every dollar goes directly to programmes.',
    contactEmail: 'lifeline-relief@example.org',
  },
  {
    key: 'greenroots',
    name: 'GreenRoots Conservation Trust',
    description:
      'A conservation charity based in Portland, Oregon, that restores forests, reefs and wildlife habitat together with the communities who depend on them. Since 2014 our field teams and partner nurseries have planted more than 410,000 native trees in East Africa and, since the 2022 fires, in Portugal’s Serra da Estrela. We also run Riverside Animal Rescue, a no-kill shelter that rehomes around 600 dogs and cats every year.',
    contactEmail: 'greenroots@example.org',
  },
  {
    key: 'common-ground',
    name: 'Common Ground Community Foundation',
    description:
      "A neighborhood foundation serving Milwaukee's north and west sides since 1998. We fund and run practical projects chosen with residents: emergency home repairs for older homeowners, free immigration legal clinics, youth music and literacy programs, and neighborhood food growing. Every project has a resident advisory committee and publishes its spending online.",
    contactEmail: 'commonground@example.org',
  },
];

export const demoCampaigns: DemoCampaign[] = [
  {
    key: 'kisoro-water',
    title: 'Clean Water for Kisoro Villages',
    shortDescription:
      'Protect six mountain springs and build two school rainwater tanks so 4,200 people in Kisoro District have safe water close to home.',
    description:
      'In the hills of Kisoro District in south-western Uganda, most families in the parishes of Nyakabande and Chahi collect water from unprotected springs and open streams. Women and children walk up to 90 minutes each way, often twice a day, and the local health centre reports that diarrhoeal illness is still the most common reason children under five are brought in.\n\n' +
      'This campaign will protect six springs with concrete catchment boxes, sealed pipes and drainage, so that water is collected from a clean outlet instead of a muddy pool. We will also build two 30,000-litre ferrocement rainwater tanks at Rurembwe and Gitenderi primary schools, which together teach 1,150 pupils who currently carry water from home.\n\n' +
      'Where the money goes: six spring protections at $1,800 each ($10,800); two school tanks at $4,600 each ($9,200); training and repair toolkits for eight village water committees ($2,400); quarterly water-quality testing for two years ($1,300); and hygiene sessions with the district health team ($1,300). The total is $25,000, and villagers contribute sand, stone and labour.\n\n' +
      'The work is led by our Ugandan partner, Kisoro Water Action, whose engineer Moses Habimana has built more than 40 spring boxes in the district. Each water committee collects a small monthly fee for maintenance, and we publish photos, GPS locations and test results for every site on this page as it is completed.',
    category: 'humanitarian',
    status: 'active',
    goalCents: 2_500_000,
    startOffsetDays: -38,
    endOffsetDays: 52,
    organizationKey: 'lifeline',
    image: 'kisoro-water.jpg',
    rewards: [
      {
        title: 'Thank-you card from Rurembwe pupils',
        description:
          'A hand-drawn card from pupils at Rurembwe Primary School, posted to you with a photo of the finished school tank.',
        minimumAmountCents: 2_500,
      },
      {
        title: 'Your name on the tank plaque',
        description:
          'Your name, or a name you choose, engraved on the donor plaque beside one of the two school rainwater tanks.',
        minimumAmountCents: 10_000,
      },
      {
        title: 'Sponsor a spring',
        description:
          'Dedicate one protected spring. You receive its GPS location, before-and-after photos and its first water-quality test results.',
        minimumAmountCents: 50_000,
      },
    ],
    updates: [
      {
        title: 'All six springs surveyed',
        content:
          'Moses and the water committee members walked to each of the six springs this week to measure the flow and mark out the catchment boxes. The strongest spring, at Rugeshi, gives about 0.6 litres per second even in the dry season: enough for roughly 1,000 people.',
        daysAgo: 30,
        isPublic: true,
      },
      {
        title: 'The first spring box is finished',
        content:
          'The protected spring at Rugeshi is finished and the concrete has cured. Families collected clean water from the new outlet pipe on Saturday, and the committee agreed a fee of 500 shillings per household per month for repairs. Work on the next two sites starts on Monday.',
        daysAgo: 8,
        isPublic: true,
      },
    ],
    donationPlan: { count: 34, minCents: 10_000, maxCents: 80_000 },
  },
  {
    key: 'ngabu-solar',
    title: 'Solar Power for the Ngabu Maternity Ward',
    shortDescription:
      'Install a 12 kW solar system with batteries so midwives at Ngabu Health Centre never again deliver babies by the light of a phone.',
    description:
      'Ngabu Health Centre in Chikwawa District, southern Malawi, delivers around 2,300 babies a year for a catchment of 96,000 people. The grid supply fails for several hours almost every day, and the diesel generator is only run for emergencies because fuel is so expensive. Midwives regularly deliver babies and stitch tears by the light of their mobile phones.\n\n' +
      "We will install a 12 kW solar array on the maternity ward roof with 30 kWh of lithium batteries: enough to run the lights, two infant warmers, an oxygen concentrator, the vaccine fridge and the suction pump through the night. The system is sized on the ward's measured load with a 25% margin for the newborn care corner planned for next year.\n\n" +
      'Budget: solar panels, inverters and mounting ($17,500); the lithium battery bank ($13,200); rewiring the ward and fitting LED lights ($4,300); transport, installation and commissioning ($3,000); and a two-year maintenance contract including training for two hospital technicians ($2,000). Total: $40,000.\n\n' +
      'The installation will be carried out by a licensed solar company from Blantyre and supervised by our health programme lead in Malawi, Dr Chisomo Banda. The district health office has agreed to pay for battery replacement after ten years, and we will share monthly power and usage data from the system monitor here.',
    category: 'healthcare',
    status: 'active',
    goalCents: 4_000_000,
    startOffsetDays: -61,
    endOffsetDays: 18,
    organizationKey: 'lifeline',
    image: 'ngabu-solar.jpg',
    rewards: [],
    updates: [
      {
        title: 'Site survey and load measurement done',
        content:
          "Our engineer spent three days at Ngabu measuring the ward's real power use. The peak load at night is 3.1 kW, mostly lights, the two infant warmers and the oxygen concentrator. The roof is strong enough for the panels, so no extra structural work is needed.",
        daysAgo: 50,
        isPublic: true,
      },
      {
        title: 'Panels have arrived in Blantyre',
        content:
          "All 24 panels and both inverters have cleared customs and are in the installer's warehouse in Blantyre. The batteries are due next week, and installation will start as soon as they arrive.",
        daysAgo: 12,
        isPublic: true,
      },
      {
        title: 'Internal: payment schedule with the installer',
        content:
          'Note for the team: the installer has asked for the second 40% payment on delivery of the batteries rather than on commissioning. Finance has agreed. Do not publish this until the contract amendment is signed.',
        daysAgo: 5,
        isPublic: false,
      },
    ],
    donationPlan: { count: 40, minCents: 40_000, maxCents: 120_000 },
  },
  {
    key: 'bardiya-sight',
    title: 'Restoring Sight: 300 Cataract Surgeries in Nepal',
    shortDescription:
      'Fund a week-long surgical eye camp in Bardiya, Nepal, where 300 people blinded by cataracts will have sight-restoring surgery.',
    description:
      'Cataracts are the leading cause of blindness in Nepal, and in the western Terai district of Bardiya many older farmers cannot reach or afford an eye hospital. Blindness there often means that a grandparent stops working and a grandchild leaves school to become their guide.\n\n' +
      'Together with a surgical team from an eye hospital in Nepalgunj, we plan a seven-day camp at the district hospital in Gulariya. Community health volunteers will screen around 2,000 people in the weeks before the camp, and the 300 patients with operable cataracts will receive small-incision surgery with an artificial lens, free of charge.\n\n' +
      "Each operation costs about $85, including the lens, medicines, the patient's transport, two nights of food and lodging for the patient and a companion, and a check-up after six weeks. 300 surgeries come to $25,500; screening outreach costs $2,700, and sterilisation and transport for the surgical team $1,800, for a total of $30,000.\n\n" +
      'Why this campaign is paused: the camp needs a new permit from the provincial health directorate after a change in the rules, and we do not want to keep collecting money until the dates are confirmed. We expect to resume within a few weeks, and every gift already received is held for this camp.',
    category: 'healthcare',
    status: 'paused',
    goalCents: 3_000_000,
    startOffsetDays: -25,
    endOffsetDays: 60,
    organizationKey: 'lifeline',
    image: 'bardiya-sight.jpg',
    rewards: [],
    updates: [
      {
        title: 'Campaign paused while we renew the camp permit',
        content:
          'The provincial health directorate has changed how surgical camps are approved, so our permit has to be issued again. We have paused the campaign until the new camp dates are confirmed. Gifts already received are safe and reserved for the surgeries.',
        daysAgo: 4,
        isPublic: true,
      },
    ],
    donationPlan: { count: 14, minCents: 5_000, maxCents: 50_000 },
  },
  {
    key: 'sylhet-flood',
    title: 'Flood Recovery Kits for 250 Families in Sylhet',
    shortDescription:
      "Clean water, hygiene supplies and seeds for 250 families in Sylhet who lost their homes and harvest in this season's floods.",
    description:
      'Flash floods in north-eastern Bangladesh this season submerged hundreds of villages in Sylhet and Sunamganj. In Companiganj, where our partner has worked for eight years, water stood inside homes for up to two weeks. Tube wells were contaminated, stored rice rotted, and many families lost the seedlings they needed for the next planting.\n\n' +
      'Each recovery kit contains a ceramic water filter, 50 purification tablets, a hygiene set with soap, sanitary pads and a bucket, a tarpaulin, and enough rice seedlings and vegetable seeds to replant a homestead plot. Kits are bought in Sylhet to support local traders and handed out by 12 local volunteers, with priority for households headed by women, older people and people with disabilities.\n\n' +
      'A complete kit costs $48, so 250 kits come to $12,000. Transport by boat and truck, storage and volunteer costs add $1,900, and disinfecting and re-testing 40 shared tube wells costs $1,100, for a total goal of $15,000. Anything raised above the goal will fund kits for the 180 families on the waiting list.\n\n' +
      'Distribution is run by Shapla Community Services, a registered Bangladeshi NGO, and monitored by our emergency coordinator, Farhana Akter. Every family signs or thumb-prints for their kit, and we will post distribution figures and a short report here within three weeks of the campaign closing.',
    category: 'disaster_relief',
    status: 'active',
    goalCents: 1_500_000,
    startOffsetDays: -27,
    endOffsetDays: 2,
    organizationKey: 'lifeline',
    image: 'sylhet-flood.jpg',
    rewards: [],
    updates: [
      {
        title: 'Tube well testing under way',
        content:
          'Volunteers have disinfected and re-tested 22 of the 40 shared tube wells so far. Eighteen now meet the drinking water standard; four need a second round of chlorination and will be tested again next week.',
        daysAgo: 15,
        isPublic: true,
      },
      {
        title: 'The first 100 kits have been handed out',
        content:
          'On Tuesday the team delivered the first 100 recovery kits by boat to families in three villages of Companiganj. Seedlings went out first so that families can replant while the soil is still wet.',
        daysAgo: 6,
        isPublic: true,
      },
    ],
    donationPlan: { count: 40, minCents: 38_000, maxCents: 52_000 },
  },
  {
    key: 'nampula-cyclone',
    title: 'Cyclone Recovery for Fishing Families in Nampula',
    shortDescription:
      "Repair boats and replace nets for 90 fishing families on Mozambique's Nampula coast so they can earn a living again after the cyclone.",
    description:
      "When the cyclone made landfall near Angoche on Mozambique's Nampula coast, it destroyed or damaged most of the small wooden boats in the fishing villages of Inguri and Namaponda. For these families the boat is the only income: without it there is no money for food, school fees or rebuilding the house.\n\n" +
      'This campaign will repair 60 damaged boats, build 30 new ones with local carpenters, and replace nets, lines and safety equipment for all 90 crews. The boats are built from responsibly sourced timber by boatwrights in Angoche, so the money also restarts the local economy instead of shipping in replacements.\n\n' +
      'Costs: 30 new boats at $650 each ($19,500); 60 repairs averaging $180 ($10,800); nets, lines and floats for 90 crews at $110 each ($9,900); life jackets and whistles for every crew member ($2,700); and local coordination and transport ($2,100). Total: $45,000.\n\n' +
      'The work is coordinated by the Angoche fishers association together with our partner, Associação Kuphedza, and every boat is registered to the family that owns it. We will publish a list of the boats repaired and launched, with photos, as the work goes on.',
    category: 'disaster_relief',
    status: 'active',
    goalCents: 4_500_000,
    startOffsetDays: -19,
    endOffsetDays: 4,
    organizationKey: 'lifeline',
    image: 'nampula-cyclone.jpg',
    rewards: [],
    updates: [
      {
        title: 'The boatyard is open again',
        content:
          'The Angoche boatyard reopened this week with a new roof over the work area. Six boatwrights and four apprentices are working on the first twelve repairs, and timber for the new boats has been delivered.',
        daysAgo: 10,
        isPublic: true,
      },
      {
        title: 'First 20 boats back on the water',
        content:
          "Twenty repaired boats were relaunched at Inguri beach yesterday, each with new nets and life jackets for the crew. Several crews went out on the evening tide and came back with the village's first real catch since the storm.",
        daysAgo: 2,
        isPublic: true,
      },
    ],
    donationPlan: { count: 36, minCents: 50_000, maxCents: 125_000 },
  },
  {
    key: 'elgon-trees',
    title: 'Plant 20,000 Native Trees on Mount Elgon',
    shortDescription:
      'Grow and plant 20,000 native trees with 400 farming families on the eroding slopes of Mount Elgon, and care for them for three years.',
    description:
      'The lower slopes of Mount Elgon in eastern Uganda have lost most of their forest over the past forty years. Heavy rains now wash the topsoil off the farms, and around Bududa landslides have repeatedly destroyed homes. Farmers want trees back on their land, but seedlings of native species are hard to find and expensive.\n\n' +
      'Together with 400 farming families in four villages, we will raise and plant 20,000 native trees, including Prunus africana, Cordia africana and Markhamia lutea, along contour lines, stream banks and field boundaries where they hold the soil best. Each family receives 50 seedlings, training, and a visit from a field officer every quarter for three years.\n\n' +
      'Budget: two community nurseries with seed, pots and watering ($7,000); 20,000 seedlings raised at $0.45 each ($9,000); training and field visits for three years ($9,500); survival monitoring with GPS and photos ($2,500); and tools for the planting groups ($2,000). The total is $30,000, or $1.50 per tree planted and cared for.\n\n' +
      "Planting is timed for the March to May rains. The project is run by GreenRoots' East Africa team in Mbale, led by forester Grace Nabwire, and the nurseries are managed by women's groups who will sell surplus seedlings afterwards. We count the surviving trees every year and will report the survival rate here, not just the number planted.",
    category: 'environment',
    status: 'active',
    goalCents: 3_000_000,
    startOffsetDays: -44,
    endOffsetDays: 90,
    organizationKey: 'greenroots',
    image: 'elgon-trees.jpg',
    rewards: [
      {
        title: 'A certificate for your tree',
        description:
          'A digital certificate with the species, the GPS position and a photo of a tree planted in your name.',
        minimumAmountCents: 2_000,
      },
      {
        title: 'Dedicate a grove',
        description:
          'A grove of 100 trees dedicated to you or someone you love, with yearly photo updates on how it is growing.',
        minimumAmountCents: 15_000,
      },
    ],
    updates: [
      {
        title: 'Both nurseries are up and running',
        content:
          "The women's groups in Bumayoka and Bushika have finished their nursery beds, shade netting and water tanks. Seed of six native species was collected from mother trees on the mountain and sown this week.",
        daysAgo: 35,
        isPublic: true,
      },
      {
        title: '12,000 seedlings have germinated',
        content:
          'Germination has gone better than expected: 12,000 seedlings are already up, with the rest of the seed still coming through. Grace and the field officers have started planting training with the first 100 families.',
        daysAgo: 9,
        isPublic: true,
      },
    ],
    donationPlan: { count: 30, minCents: 15_000, maxCents: 75_000 },
  },
  {
    key: 'wasini-coral',
    title: "Coral Gardening on Kenya's Wasini Reef",
    shortDescription:
      'Grow 5,000 coral fragments in underwater nurseries and replant them on bleached parts of the Wasini reef with local divers.',
    description:
      "The reefs around Wasini Island on Kenya's south coast were badly bleached during recent marine heatwaves, and some patches lost more than half of their living coral. The reef is the nursery for the fish that feed the island's 3,000 residents, and it supports the boat and snorkelling trips that employ many young people.\n\n" +
      'We will build 40 underwater rope-and-table nurseries, grow 5,000 fragments of heat-tolerant coral taken from surviving colonies, and transplant them onto 1,200 square metres of damaged reef once they reach about 10 cm. Eight divers from the Wasini community will be trained and paid to maintain the nurseries and record growth.\n\n' +
      'Budget: nursery materials and anchors ($3,800); dive equipment, boat fuel and tank refills for 18 months ($6,400); training and wages for eight community divers ($7,200); and monitoring with photo surveys and water temperature loggers ($2,600). Total: $20,000.\n\n' +
      'The project is a partnership between GreenRoots and the Wasini Beach Management Unit, with scientific advice from marine biologists in Mombasa, and it follows national guidelines for reef restoration. We will share nursery photos and survival figures every two months.',
    category: 'environment',
    status: 'active',
    goalCents: 2_000_000,
    startOffsetDays: -9,
    endOffsetDays: 75,
    organizationKey: 'greenroots',
    image: 'wasini-coral.jpg',
    rewards: [
      {
        title: 'Adopt a coral fragment',
        description:
          'Follow one coral fragment from nursery to reef, with a photo every two months showing how it has grown.',
        minimumAmountCents: 5_000,
      },
      {
        title: 'Name a nursery table',
        description:
          'One of the 40 nursery tables carries a tag with your name, and you receive an underwater photo of it fully planted.',
        minimumAmountCents: 20_000,
      },
    ],
    updates: [
      {
        title: 'Permits granted and the first tables are in',
        content:
          'The permits came through on Monday, and the dive team anchored the first four nursery tables at 8 metres in the sheltered channel north of the island. Fragment collection from surviving colonies starts next week.',
        daysAgo: 3,
        isPublic: true,
      },
    ],
    donationPlan: { count: 6, minCents: 10_000, maxCents: 60_000 },
  },
  {
    key: 'riverside-kennels',
    title: 'New Kennels for Riverside Animal Rescue',
    shortDescription:
      'Replace our 40-year-old kennel block with 24 warm, quiet, easy-to-clean kennels so rescued dogs recover faster and find homes sooner.',
    description:
      'Riverside Animal Rescue in Portland, Oregon, takes in around 600 dogs and cats a year: strays, owner surrenders and animals transferred from overcrowded county shelters. Our dog kennel block was built in 1983. The concrete floors are cracked and hold moisture, the heating fails in cold snaps, and the constant noise makes anxious dogs harder to rehome.\n\n' +
      'This ongoing appeal replaces the block with 24 insulated kennels with raised beds, sealed floors, underfloor heating and sound-absorbing panels, plus two isolation kennels for sick or newly arrived dogs. Quieter, drier kennels mean fewer infections, calmer dogs at viewings and shorter stays: our aim is to cut the average stay from 34 to 21 days.\n\n' +
      'Costs: 24 kennel units with drainage at $450 each ($10,800); floor sealing and underfloor heating ($3,900); acoustic panels and ventilation ($1,900); and two isolation kennels ($1,400). Total: $18,000. Staff and volunteers are doing the demolition and painting themselves to keep costs down.\n\n' +
      'The shelter is run by GreenRoots Conservation Trust with 9 staff and more than 120 volunteers, led by shelter manager Dana Whitfield. Because rescue never stops, this appeal has no end date: once the kennels are built, further gifts pay for veterinary care for the animals who live in them.',
    category: 'animal_welfare',
    status: 'active',
    goalCents: 1_800_000,
    startOffsetDays: -120,
    endOffsetDays: null,
    organizationKey: 'greenroots',
    image: 'riverside-kennels.jpg',
    rewards: [
      {
        title: 'Paw-print thank-you card',
        description:
          'A thank-you card stamped with the paw print of one of our residents, with a photo of the new kennels.',
        minimumAmountCents: 3_000,
      },
      {
        title: 'Named brick in the kennel walkway',
        description: "Your name or your own pet's name engraved on a brick in the new kennel walkway.",
        minimumAmountCents: 10_000,
      },
      {
        title: 'Name a kennel',
        description:
          'A nameplate on one of the 24 new kennels, plus an invitation to the opening day to meet the dogs.',
        minimumAmountCents: 25_000,
      },
    ],
    updates: [
      {
        title: 'Plans approved by the city',
        content:
          'The city has approved our building plans for the new kennel block, including the drainage design. The contractor is booked, and demolition of the old block will begin once the dogs have moved to the temporary runs.',
        daysAgo: 90,
        isPublic: true,
      },
      {
        title: 'Demolition weekend',
        content:
          'Forty-two volunteers turned up over two days to strip out the old kennels. The dogs are settled in the temporary runs in the barn, and the floor contractor starts next week.',
        daysAgo: 40,
        isPublic: true,
      },
      {
        title: 'The first eight kennels are finished',
        content:
          'Eight new kennels are finished and already occupied. The difference in noise is remarkable, and staff say the dogs are sleeping through the night for the first time. Sixteen more to go.',
        daysAgo: 7,
        isPublic: true,
      },
    ],
    donationPlan: { count: 38, minCents: 7_500, maxCents: 55_000 },
  },
  {
    key: 'milwaukee-legal-aid',
    title: 'Free Legal Help for Asylum Seekers in Milwaukee',
    shortDescription:
      "Fund a year of free immigration legal clinics so that asylum seekers in Milwaukee don't have to face court alone.",
    description:
      'People who ask for asylum in the United States have no right to a government-appointed lawyer, and most cannot afford one. Research has consistently shown that asylum seekers with a lawyer are several times more likely to win protection than those who represent themselves. In Milwaukee, the waiting list at the existing free legal services runs to more than four months.\n\n' +
      "Common Ground's weekly legal clinic at a public library branch on Mitchell Street pairs asylum seekers with a staff immigration attorney and trained volunteer interpreters in Spanish, Dari, Pashto, Haitian Creole and Somali. The clinic helps people file on time, prepares declarations and evidence, and gives full representation in immigration court to those with the most urgent cases.\n\n" +
      'This campaign funds the clinic for 12 months: a part-time staff attorney ($22,000); interpreter stipends and training ($5,500); filing, translation and document costs for an estimated 70 cases ($4,300); and transport and childcare so clients can attend appointments and hearings ($3,200). Total: $35,000.\n\n' +
      'The clinic is supervised by attorney Maria Elena Torres, who has practised immigration law in Wisconsin for 14 years, with support from pro bono lawyers at two local firms. Client information is strictly confidential: we report the number of people helped and case outcomes, never names.',
    category: 'human_rights',
    status: 'active',
    goalCents: 3_500_000,
    startOffsetDays: -33,
    endOffsetDays: 30,
    organizationKey: 'common-ground',
    image: 'milwaukee-legal-aid.jpg',
    rewards: [],
    updates: [
      {
        title: 'The clinic is now open two evenings a week',
        content:
          'Thanks to early donations we have extended the clinic to Tuesday and Thursday evenings. In the first month the team met 46 people, filed 9 asylum applications before their one-year deadline and took on 4 urgent court cases.',
        daysAgo: 12,
        isPublic: true,
      },
    ],
    donationPlan: { count: 28, minCents: 25_000, maxCents: 100_000 },
  },
  {
    key: 'northside-orchestra',
    title: 'Instruments for the Northside Youth Orchestra',
    shortDescription:
      'Buy 30 good string and wind instruments so every child in our free after-school orchestra can take one home to practise.',
    description:
      "The Northside Youth Orchestra gives free music lessons three afternoons a week to 85 children aged 8 to 16 from Milwaukee's north side. Most of our students had never played an instrument before joining, and few families can afford to rent one. Until now children have shared instruments in shifts and left them at school, so they could not practise at home.\n\n" +
      'With this campaign we will buy 30 instruments: 12 violins, 6 violas, 4 cellos, 4 flutes and 4 clarinets, chosen by our teachers for durability and sound. Each instrument is lent to a student for as long as they stay in the program and is serviced every summer by a local repair technician.\n\n' +
      'Costs: 18 violins and violas at $320 each ($5,760); 4 cellos at $780 each ($3,120); 4 flutes and 4 clarinets at $240 each ($1,920); cases, rosin, reeds and spare strings ($700); and the first year of maintenance ($500). Total: $12,000.\n\n' +
      'The orchestra is directed by conductor Andre Williams, who grew up in the neighborhood, together with six teaching musicians. Students perform three concerts a year, and the spring concert will be the first where every child plays an instrument of their own.',
    category: 'arts_culture',
    status: 'active',
    goalCents: 1_200_000,
    startOffsetDays: -64,
    endOffsetDays: -3,
    organizationKey: 'common-ground',
    image: 'northside-orchestra.jpg',
    rewards: [
      {
        title: 'Recording of the spring concert',
        description: 'A download of the full spring concert recording, with a thank-you note from the students.',
        minimumAmountCents: 2_500,
      },
      {
        title: 'Two tickets to the season finale',
        description:
          'Two reserved seats at the season finale concert and an invitation to the reception with the young musicians.',
        minimumAmountCents: 10_000,
      },
      {
        title: 'Your name on an instrument case',
        description:
          'A small engraved plate with your name on the case of one of the new instruments, for as long as it is played.',
        minimumAmountCents: 50_000,
      },
    ],
    updates: [
      {
        title: 'The first instruments are on order',
        content:
          'With the money raised so far we have ordered the 12 violins and 4 flutes. Our teachers tested several makers side by side and chose the ones that stayed in tune best and survived a drop test in their cases.',
        daysAgo: 20,
        isPublic: true,
      },
      {
        title: 'Campaign closed: goal reached!',
        content:
          'Thank you to everyone who gave. The campaign closed with its full goal raised, so all 30 instruments are now on order. Anything above the goal goes into our repair and replacement fund. Students will take their instruments home from next month.',
        daysAgo: 2,
        isPublic: true,
      },
    ],
    donationPlan: { count: 40, minCents: 31_000, maxCents: 45_000 },
  },
  {
    key: 'safe-roofs',
    title: 'Safe Roofs: Home Repairs for Milwaukee Seniors',
    shortDescription:
      'Replace leaking roofs and fix dangerous steps for 20 older homeowners so they can stay safely in the homes they have owned for decades.',
    description:
      "Many older residents of Milwaukee's Sherman Park and Harambee neighborhoods own their homes outright but live on fixed incomes of less than $1,600 a month. When a roof starts leaking, the repair is put off until ceilings sag, mould spreads and the house is declared unsafe. For some, that is the moment they lose their home.\n\n" +
      'Safe Roofs will repair or replace the roofs of 20 homes owned by residents aged 65 and over, and fix the most urgent safety hazards we find on each visit: broken porch steps, missing handrails, failing gutters. Homeowners are referred by the neighborhood senior center and pay nothing.\n\n' +
      'An average roof replacement costs $2,600 in materials and licensed contractor labour, and safety repairs average $400 per home, so 20 homes come to $60,000. We buy materials at trade price through a local building supplier, and volunteer crews handle clean-up and painting on two build days each month.\n\n' +
      "The program is managed by Common Ground's housing coordinator, James Okoye, a former roofing contractor. All roofing work is done by licensed, insured contractors with a five-year workmanship warranty, and we will post before-and-after photos, with the homeowners' permission, as each home is finished.",
    category: 'community_development',
    status: 'active',
    goalCents: 6_000_000,
    startOffsetDays: -15,
    endOffsetDays: 110,
    organizationKey: 'common-ground',
    image: 'safe-roofs.jpg',
    rewards: [
      {
        title: 'A thank-you card from a homeowner',
        description: 'A handwritten card from one of the homeowners, with a photo of their repaired home.',
        minimumAmountCents: 5_000,
      },
      {
        title: 'Join a volunteer build day',
        description:
          'A place on one of our Saturday build days, with lunch, a Safe Roofs T-shirt and a chance to meet the homeowners.',
        minimumAmountCents: 25_000,
      },
    ],
    updates: [],
    donationPlan: { count: 12, minCents: 25_000, maxCents: 120_000 },
  },
  {
    key: 'westside-repair-cafe',
    title: 'Tools for the Westside Repair Café',
    shortDescription:
      'Equip a monthly repair café where volunteers help neighbors fix lamps, bikes, clothes and small appliances instead of throwing them away.',
    description:
      'Every month, Milwaukee households throw away working lamps, toasters, bikes and jackets because of a loose wire, a flat tire or a broken zipper. A repair café is a free community event where volunteer fixers sit down with neighbors and repair things together, passing on skills along the way.\n\n' +
      'We are setting up the Westside Repair Café in the basement hall of the Vliet Street community center, open on the first Saturday of each month. We already have 14 volunteer fixers, including electricians, tailors, bike mechanics and retired engineers, and we need proper tools and safety equipment to get started.\n\n' +
      'Budget: electrical safety testers and multimeters ($1,400); hand and power tool kits for four repair stations ($2,600); two sewing machines and an overlocker ($1,300); bike stands, tools and spare parts ($1,200); and insurance, signage and first-year consumables ($1,500). Total: $8,000.\n\n' +
      'We will record every item brought in, whether it was repaired and its approximate weight, so we can report how much waste the café keeps out of landfill. This campaign is still being prepared and will open once the venue agreement is signed.',
    category: 'other',
    status: 'draft',
    goalCents: 800_000,
    startOffsetDays: -2,
    endOffsetDays: 100,
    organizationKey: 'common-ground',
    image: 'westside-repair-cafe.jpg',
    rewards: [],
    updates: [],
    donationPlan: { count: 3, minCents: 2_500, maxCents: 10_000 },
  },
  {
    key: 'hopkins-reading',
    title: 'Reading Corners for Every Classroom at Hopkins Street School',
    shortDescription:
      'Stock 18 classroom reading corners with 2,700 new books that students chose themselves, and in which they can see themselves.',
    description:
      'Hopkins Street Elementary serves 420 children from kindergarten to fifth grade, and 91% of them qualify for free school meals. The school library is shared with the community center and open only two days a week, and many classrooms have fewer than 40 books, most of them worn and decades old. Last year fewer than a third of third graders were reading at grade level.\n\n' +
      'We will create a reading corner in each of the 18 classrooms, with 150 new books per room, a bookcase at child height, floor cushions and a reading lamp. Teachers and students picked the titles together: picture books, graphic novels, early chapter books and non-fiction, including stories in Spanish and Hmong and books by Black and Latino authors.\n\n' +
      'Each classroom costs $600: $450 for 150 books bought through a nonprofit book bank at about $3 a copy, and $150 for shelving, cushions and a lamp. 18 classrooms come to $10,800. A group of parent volunteers will label and level every book before it goes on the shelves.\n\n' +
      "The project is coordinated by reading specialist Linh Tran with the school's parent-teacher organization, as part of Common Ground's literacy program. We will track how many books students borrow each month and share reading-level results at the end of the school year.",
    category: 'education',
    status: 'active',
    goalCents: 1_080_000,
    startOffsetDays: -40,
    endOffsetDays: 14,
    organizationKey: 'common-ground',
    image: 'hopkins-reading.jpg',
    rewards: [
      {
        title: 'Your bookplate in a new book',
        description: 'A bookplate with your name, or a dedication you choose, inside one of the new books.',
        minimumAmountCents: 2_500,
      },
      {
        title: 'Bookplates in five books and a class poster',
        description:
          'Your bookplate in five books for one classroom, plus a thank-you poster drawn by the students, sent as a photo.',
        minimumAmountCents: 10_000,
      },
    ],
    updates: [
      {
        title: 'The book lists are ready',
        content:
          'Every class voted on its own list this month. The most requested titles were graphic novels and books about animals, and the fifth graders asked for more mysteries. The first order of 1,100 books has been placed with the book bank.',
        daysAgo: 25,
        isPublic: true,
      },
      {
        title: 'The first six reading corners are open',
        content:
          'Six classrooms now have their new reading corners. In the first week students borrowed 640 books to take home, and the kindergarten class has already worn out one of the floor cushions.',
        daysAgo: 4,
        isPublic: true,
      },
    ],
    donationPlan: { count: 40, minCents: 15_000, maxCents: 33_000 },
  },
  {
    key: 'gulu-nursing',
    title: 'Nursing School Scholarships for 12 Students in Gulu',
    shortDescription:
      'Cover three years of tuition, books and board for 12 young women training as nurses and midwives in northern Uganda.',
    description:
      'Rural health centres across northern Uganda are short of nurses and midwives, and many posts stay vacant for years. At the same time, capable young women from the Gulu, Amuru and Nwoya districts pass the entrance exams for nursing school but cannot pay the fees, so the places go to applicants from better-off families elsewhere.\n\n' +
      'This campaign funds full three-year diploma scholarships for 12 students at a nursing and midwifery school in Gulu, selected by an independent panel on exam results and financial need. In return, each graduate commits to working for at least two years at a government health centre in the region, where the need is greatest.\n\n' +
      'One scholarship costs $3,000 over three years: tuition and exam fees ($1,950), board and lodging ($720), and uniforms, books and a clinical kit with a stethoscope and blood-pressure cuff ($330). 12 scholarships come to $36,000. Money is paid directly to the school each term, never to individuals.\n\n' +
      'Students are mentored by nurse tutor Florence Akello, who meets them every month and reports on attendance and grades. This is our fourth scholarship group: 29 of the 31 earlier scholars graduated, and 26 of them work in rural health centres today.',
    category: 'education',
    status: 'active',
    goalCents: 3_600_000,
    startOffsetDays: -52,
    endOffsetDays: 38,
    organizationKey: 'lifeline',
    image: 'gulu-nursing.jpg',
    rewards: [],
    updates: [
      {
        title: "Meet this year's scholars",
        content:
          'The selection panel interviewed 41 applicants and chose 12 students from nine sub-counties. The youngest is 18 and the oldest 24; two are the first in their families to finish secondary school. They started classes on Monday.',
        daysAgo: 30,
        isPublic: true,
      },
      {
        title: 'First-term results are in',
        content:
          'All 12 scholars passed their first-term exams, and three finished in the top ten of their class. Their first clinical placement, at Gulu Regional Referral Hospital, begins next month.',
        daysAgo: 3,
        isPublic: true,
      },
    ],
    donationPlan: { count: 32, minCents: 40_000, maxCents: 122_000 },
  },
  {
    key: 'harambee-garden',
    title: 'A Community Garden and Greenhouse for Harambee',
    shortDescription:
      'Turn two vacant lots in Harambee into a community garden with 40 raised beds and a greenhouse that grows fresh food all year.',
    description:
      'For many families in our part of Harambee, the nearest full-service grocery store is more than a mile away, and without a car fresh vegetables are expensive and hard to get. Meanwhile two city-owned vacant lots on our block have stood empty for over a decade and attract illegal dumping.\n\n' +
      "Through the city's lot-adoption program, neighbors will turn the lots into a community garden with 40 raised beds, a 30-foot hoop greenhouse for winter growing, rainwater collection, and an accessible path and beds for gardeners who use wheelchairs. Beds are free for local families, and 10 are reserved for the school next door and the senior center.\n\n" +
      'Budget: soil testing, clean topsoil and compost ($2,800); lumber and hardware for 40 raised beds ($4,400); the greenhouse kit and installation ($3,900); rain barrels, hoses and drip irrigation ($1,100); and tools, a lockable shed and fencing ($1,800). Total: $14,000.\n\n' +
      "The garden will be run by a committee of residents with support from Common Ground's food program coordinator, Rosa Delgado, and a master gardener from the county extension office, who will lead free workshops on growing, cooking and preserving. We will share harvest weights and photos through the season.",
    category: 'community_development',
    status: 'active',
    goalCents: 1_400_000,
    startOffsetDays: -21,
    endOffsetDays: 65,
    organizationKey: 'common-ground',
    image: 'harambee-garden.jpg',
    rewards: [
      {
        title: 'Seeds saved from the garden',
        description:
          'A packet of tomato, pepper and bean seeds saved from the first harvest, posted with a thank-you note.',
        minimumAmountCents: 4_000,
      },
      {
        title: 'Name a raised bed',
        description:
          'A painted name board on one of the 40 raised beds, and a photo of it at the height of the summer harvest.',
        minimumAmountCents: 10_000,
      },
    ],
    updates: [
      {
        title: 'The soil test results are in',
        content:
          'The county lab results are back: lead levels in the existing soil are above the safe limit for growing vegetables, as we expected on former house lots. That confirms the plan to build raised beds on a barrier layer with clean imported soil. Build day is set for the last Saturday of the month.',
        daysAgo: 10,
        isPublic: true,
      },
    ],
    donationPlan: { count: 18, minCents: 8_000, maxCents: 40_000 },
  },
  // The two campaigns in other currencies (issue 26). They started before the water campaign, so the first page
  // of /campaigns (newest first) shows what it showed before them.
  {
    key: 'estrela-forest',
    title: 'Regrow the Burned Oak Forests of the Serra da Estrela',
    shortDescription:
      'Replant 15,000 native oaks, chestnuts and rowans on fire-scarred slopes of Portugal’s highest mountains, with local shepherds and schools.',
    description:
      'In August 2022 a wildfire burned more than 24,000 hectares of the Serra da Estrela Natural Park in central Portugal, a quarter of the park. Pine and eucalyptus plantations burned fastest; the few surviving stands of native Pyrenean oak and sweet chestnut held the fire back along the streams and kept the soil on the slopes.\n\n' +
      'With the park authority and the village associations of Manteigas and Loriga, we will plant 15,000 native trees (Pyrenean oak, sweet chestnut, rowan and holly) on 40 hectares of burned common land, in firebreak belts that protect the villages. Seedlings come from a nursery in Gouveia that grows them from seed collected in the park.\n\n' +
      'Where the money goes: 15,000 seedlings at €0.90 each (€13,500); tree guards against deer and goats (€7,500); planting crews and transport for two winters (€6,000); and watering in the first dry summer and survival monitoring (€3,000). The total is €30,000. Shepherds who graze the commons help decide where the belts go, so the new woods fit their routes.\n\n' +
      'Our forester in Portugal, Inês Carvalho, leads the planting days, and pupils from three village schools plant and look after one hectare each. We count surviving trees every autumn and publish the results, with photos of each planting site, on this page.',
    category: 'environment',
    status: 'active',
    currency: 'eur',
    goalCents: 3_000_000,
    startOffsetDays: -47,
    endOffsetDays: 58,
    organizationKey: 'greenroots',
    image: 'estrela-forest.jpg',
    rewards: [
      {
        title: 'A tree planted in your name',
        description:
          'One native oak planted in your name, with a certificate showing the planting site on a map of the park.',
        minimumAmountCents: 2_000,
      },
      {
        title: 'A planting day in the mountains',
        description:
          'Join one of the winter planting days in Manteigas with our forester: tools, lunch and a guided walk through the burned and recovering valleys.',
        minimumAmountCents: 15_000,
      },
    ],
    updates: [
      {
        title: 'The first 3,000 seedlings are in the ground',
        content:
          'Forty volunteers and two school classes planted the first belt above Manteigas over a wet weekend: 3,000 oaks and chestnuts, each with a guard. The soil is still bare in places, but the first autumn rains have brought back the ferns.',
        daysAgo: 12,
        isPublic: true,
      },
    ],
    donationPlan: { count: 16, minCents: 1_000, maxCents: 25_000 },
  },
  {
    key: 'noto-relief',
    title: 'Warm Meals and Home Repairs after the Noto Earthquake',
    shortDescription:
      'Hot meals at four evacuation centres and emergency roof repairs for older residents on Japan’s Noto Peninsula this winter.',
    description:
      'The earthquake that struck the Noto Peninsula on New Year’s Day 2024 damaged tens of thousands of homes in Ishikawa Prefecture. Many older residents of Wajima and Suzu still live in temporary housing or in houses whose heavy tiled roofs were broken, and winter storms on the Sea of Japan coast make every leak worse.\n\n' +
      'With our partner, a volunteer kitchen network run by the Wajima fishermen’s cooperative and local temples, we will serve hot meals five evenings a week at four evacuation and community centres through the winter, and fix or cover the roofs of 60 homes where older people live alone.\n\n' +
      'Where the money goes: 18,000 hot meals at ¥250 each (¥4,500,000); roofing sheets, tarpaulins and timber for 60 homes (¥3,000,000); two carpenters and a volunteer coordinator for four months (¥1,800,000); and transport of food and materials on the damaged coast road (¥700,000). The total is ¥10,000,000.\n\n' +
      'The kitchens buy fish and vegetables from local producers who lost their markets, so every meal also helps the peninsula’s economy recover. Each month we publish the number of meals served and the homes repaired, with photos, on this page.',
    category: 'disaster_relief',
    status: 'active',
    currency: 'jpy',
    goalCents: 10_000_000,
    startOffsetDays: -56,
    endOffsetDays: 64,
    organizationKey: 'lifeline',
    image: 'noto-relief.jpg',
    rewards: [
      {
        title: 'A postcard from Wajima',
        description: 'A postcard from the volunteer kitchen, written by the cooks and the people they feed.',
        minimumAmountCents: 3_000,
      },
      {
        title: 'Lacquered chopsticks from Wajima',
        description:
          'A pair of Wajima-nuri lacquered chopsticks, made by a workshop that reopened after the earthquake.',
        minimumAmountCents: 10_000,
      },
    ],
    updates: [
      {
        title: 'The fourth kitchen opens in Suzu',
        content:
          'The community centre in Suzu reopened its kitchen this week, so all four centres now serve a hot dinner five evenings a week. Last week the volunteers served 1,240 meals, most of them to residents over 70.',
        daysAgo: 6,
        isPublic: true,
      },
    ],
    donationPlan: { count: 20, minCents: 1_000, maxCents: 50_000 },
  },
];

export const demoDonors: DemoDonor[] = [
  { firstName: 'Amara', lastName: 'Okafor', username: 'amaraokafor' },
  { firstName: 'Daniel', lastName: 'Whitaker', username: 'dwhitaker' },
  { firstName: 'Priya', lastName: 'Raman', username: 'priyaraman' },
  { firstName: 'Mateo', lastName: 'Alvarez', username: 'mateoalvarez' },
  { firstName: 'Hannah', lastName: 'Schultz', username: 'hannahschultz' },
  { firstName: 'Kenji', lastName: 'Watanabe', username: 'kenjiw' },
  { firstName: 'Fatima', lastName: 'Al-Sayed', username: 'fatimaalsayed' },
  { firstName: 'Liam', lastName: "O'Connor", username: 'liamoconnor' },
  { firstName: 'Sofia', lastName: 'Rossi', username: 'sofiarossi' },
  { firstName: 'Tomasz', lastName: 'Kowalski', username: 'tkowalski' },
  { firstName: 'Grace', lastName: 'Mensah', username: 'gracemensah' },
  { firstName: 'Lan', lastName: 'Nguyen', username: 'lannguyen' },
];
