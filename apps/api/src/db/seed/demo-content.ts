import type {
  AccessibilityFamily,
  EventCategory,
  ParcoursDifficulty,
  ProgramCategory,
  Role,
  SITE_SERVICES,
  SiteCategory,
} from "@culture-patrimoine/contract/constants";

// The demo data as plain data: the places are real, the people and organisations are invented.
// Dates are day offsets from the day the seed runs, times are Paris wall-clock times. Phone numbers
// come from the ranges ARCEP reserves for fiction, so none of them reaches a real person.

type SiteService = (typeof SITE_SERVICES)[number];

interface DemoUserBase {
  key: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string | null;
  city: string;
  description: string | null;
}

export type DemoUser = DemoUserBase &
  (
    | { demoAccount: "participant" | "professionnel"; role: Role; organization?: string; siret?: string }
    | { email: string; role: "participant" }
    | { email: string; role: "professionnel"; organization: string; siret: string }
  );

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: "camille",
    demoAccount: "participant",
    role: "participant",
    first_name: "Camille",
    last_name: "Laurent",
    phone: "06 39 98 12 34",
    address: "18 rue Mercière, 69002 Lyon",
    city: "Lyon",
    description: null,
  },
  {
    key: "julien",
    demoAccount: "professionnel",
    role: "professionnel",
    first_name: "Julien",
    last_name: "Marchand",
    phone: "04 65 71 20 18",
    address: "24 quai Saint-Vincent, 69001 Lyon",
    city: "Lyon",
    organization: "Association Patrimoine Vivant",
    siret: "81427365200010",
    description:
      "Association lyonnaise qui fait découvrir le patrimoine par des visites guidées, des concerts et des conférences ouvertes à tous, de Lyon à Avignon et Paris.",
  },
  {
    key: "sophie",
    email: "sophie.lefevre@demo.culture-patrimoine.fr",
    role: "professionnel",
    first_name: "Sophie",
    last_name: "Lefèvre",
    phone: "02 61 91 45 10",
    address: "5 place Plumereau, 37000 Tours",
    city: "Tours",
    organization: "Festival Les Nuits de la Loire",
    siret: "79318542200011",
    description:
      "Festival de musique classique et ancienne qui investit chaque saison les châteaux et les abbayes du Val de Loire.",
  },
  {
    key: "antoine",
    email: "antoine.girard@demo.culture-patrimoine.fr",
    role: "professionnel",
    first_name: "Antoine",
    last_name: "Girard",
    phone: "04 65 71 38 52",
    address: "12 rue de l’Aiguillerie, 34000 Montpellier",
    city: "Montpellier",
    organization: "Musée itinérant des Arts du Midi",
    siret: "84071296200017",
    description:
      "Musée sans murs qui conçoit expositions, visites et spectacles avec les grandes maisons culturelles d’Occitanie et de Nouvelle-Aquitaine.",
  },
  {
    key: "isabelle",
    email: "isabelle.roche@demo.culture-patrimoine.fr",
    role: "professionnel",
    first_name: "Isabelle",
    last_name: "Roche",
    phone: "03 53 01 27 64",
    address: "Hôtel de ville, 1 place de la Mairie, Valbrune",
    city: "Valbrune",
    organization: "Ville de Valbrune — Service culturel",
    siret: "88250417800014",
    description:
      "Le service culturel de la commune organise sorties, conférences et spectacles pour faire découvrir aux habitants le patrimoine de l’Alsace et de la Franche-Comté.",
  },
  {
    key: "lucas",
    email: "lucas.bernard@demo.culture-patrimoine.fr",
    role: "participant",
    first_name: "Lucas",
    last_name: "Bernard",
    phone: "01 99 00 34 56",
    address: null,
    city: "Paris",
    description: null,
  },
  {
    key: "manon",
    email: "manon.petit@demo.culture-patrimoine.fr",
    role: "participant",
    first_name: "Manon",
    last_name: "Petit",
    phone: "05 36 49 12 78",
    address: null,
    city: "Toulouse",
    description: null,
  },
  {
    key: "hugo",
    email: "hugo.moreau@demo.culture-patrimoine.fr",
    role: "participant",
    first_name: "Hugo",
    last_name: "Moreau",
    phone: "03 53 01 45 90",
    address: null,
    city: "Strasbourg",
    description: null,
  },
  {
    key: "lea",
    email: "lea.roux@demo.culture-patrimoine.fr",
    role: "participant",
    first_name: "Léa",
    last_name: "Roux",
    phone: "05 36 49 63 21",
    address: null,
    city: "Bordeaux",
    description: null,
  },
  {
    key: "theo",
    email: "theo.fournier@demo.culture-patrimoine.fr",
    role: "participant",
    first_name: "Théo",
    last_name: "Fournier",
    phone: "02 61 91 78 03",
    address: null,
    city: "Tours",
    description: null,
  },
  {
    key: "chloe",
    email: "chloe.mercier@demo.culture-patrimoine.fr",
    role: "participant",
    first_name: "Chloé",
    last_name: "Mercier",
    phone: "04 65 71 59 46",
    address: null,
    city: "Montpellier",
    description: null,
  },
];

export interface DemoLieu {
  key: string;
  owner: string;
  nom: string;
  ville: string;
  /** Real address, postcode and point (to about 100 m) of the place (issue 14, decision 034). */
  adresse: string;
  code_postal: string;
  latitude: number;
  longitude: number;
  description: string;
  site_web: string;
}

export const DEMO_LIEUX: readonly DemoLieu[] = [
  {
    key: "mba-lyon",
    owner: "julien",
    nom: "Musée des Beaux-Arts de Lyon",
    ville: "Lyon",
    adresse: "20 place des Terreaux",
    code_postal: "69001",
    latitude: 45.76703,
    longitude: 4.83376,
    description:
      "Installé dans l’ancienne abbaye royale des Dames de Saint-Pierre, place des Terreaux, le musée présente des collections qui vont de l’Égypte antique à l’art moderne\u00a0: Véronèse, Rubens, Monet, Picasso.",
    site_web: "https://www.mba-lyon.fr",
  },
  {
    key: "fourviere",
    owner: "julien",
    nom: "Basilique Notre-Dame de Fourvière",
    ville: "Lyon",
    adresse: "8 place de Fourvière",
    code_postal: "69005",
    latitude: 45.7623,
    longitude: 4.82254,
    description:
      "Construite entre 1872 et 1884 sur la colline «\u00a0qui prie\u00a0», la basilique domine la ville. Ses mosaïques, sa crypte et son esplanade offrent l’un des plus beaux panoramas sur Lyon.",
    site_web: "https://www.fourviere.org",
  },
  {
    key: "saint-eustache",
    owner: "julien",
    nom: "Église Saint-Eustache",
    ville: "Paris",
    adresse: "2 impasse Saint-Eustache",
    code_postal: "75001",
    latitude: 48.86344,
    longitude: 2.34503,
    description:
      "Chef-d’œuvre de la Renaissance au cœur des Halles, l’église abrite l’un des plus grands orgues de France. Berlioz y dirigea la création de son Te Deum en 1855.",
    site_web: "https://www.saint-eustache.org",
  },
  {
    key: "palais-papes",
    owner: "julien",
    nom: "Palais des Papes",
    ville: "Avignon",
    adresse: "Place du Palais",
    code_postal: "84000",
    latitude: 43.95076,
    longitude: 4.8075,
    description:
      "Résidence des papes au XIVe siècle, le plus grand palais gothique d’Europe accueille chaque été une partie du Festival d’Avignon dans sa cour d’honneur.",
    site_web: "https://www.palais-des-papes.com",
  },
  {
    key: "chambord",
    owner: "sophie",
    nom: "Château de Chambord",
    ville: "Chambord",
    adresse: "Château de Chambord",
    code_postal: "41250",
    latitude: 47.61609,
    longitude: 1.51704,
    description:
      "Commandé par François Ier en 1519, le plus vaste des châteaux de la Loire s’élève au cœur d’un domaine forestier clos de murs. Son escalier à double révolution porte l’influence de Léonard de Vinci.",
    site_web: "https://www.chambord.org",
  },
  {
    key: "fontevraud",
    owner: "sophie",
    nom: "Abbaye royale de Fontevraud",
    ville: "Fontevraud-l’Abbaye",
    adresse: "Rue Saint-Jean-de-l’Habit",
    code_postal: "49590",
    latitude: 47.18117,
    longitude: 0.05131,
    description:
      "Fondée en 1101 par Robert d’Arbrissel, la plus grande cité monastique d’Europe abrite les gisants d’Aliénor d’Aquitaine et d’Henri II Plantagenêt, ainsi qu’un musée d’art moderne.",
    site_web: "https://www.fontevraud.fr",
  },
  {
    key: "amboise",
    owner: "sophie",
    nom: "Château royal d’Amboise",
    ville: "Amboise",
    adresse: "Montée de l’Émir Abd el-Kader",
    code_postal: "37400",
    latitude: 47.4133,
    longitude: 0.98659,
    description:
      "Demeure de Charles VIII et de François Ier, le château domine la Loire. La chapelle Saint-Hubert abrite la sépulture de Léonard de Vinci.",
    site_web: "https://www.chateau-amboise.com",
  },
  {
    key: "fabre",
    owner: "antoine",
    nom: "Musée Fabre",
    ville: "Montpellier",
    adresse: "39 boulevard Bonne Nouvelle",
    code_postal: "34000",
    latitude: 43.61168,
    longitude: 3.88049,
    description:
      "Fondé en 1828 à partir de la donation du peintre François-Xavier Fabre, l’un des plus anciens musées de France réunit des collections allant de la Renaissance à Pierre Soulages.",
    site_web: "https://museefabre.fr",
  },
  {
    key: "capitole",
    owner: "antoine",
    nom: "Théâtre du Capitole",
    ville: "Toulouse",
    adresse: "Place du Capitole",
    code_postal: "31000",
    latitude: 43.60445,
    longitude: 1.4433,
    description:
      "Au cœur de l’hôtel de ville de Toulouse, la salle à l’italienne du Théâtre du Capitole accueille la saison lyrique et chorégraphique de l’Opéra national du Capitole.",
    site_web: "https://opera.toulouse.fr",
  },
  {
    key: "opera-bordeaux",
    owner: "antoine",
    nom: "Grand-Théâtre — Opéra National de Bordeaux",
    ville: "Bordeaux",
    adresse: "Place de la Comédie",
    code_postal: "33000",
    latitude: 44.84265,
    longitude: -0.57397,
    description:
      "Inauguré en 1780, le Grand-Théâtre de Victor Louis, avec sa colonnade couronnée de douze statues de muses et de déesses, est l’un des plus beaux théâtres du XVIIIe siècle.",
    site_web: "https://www.opera-bordeaux.com",
  },
  {
    key: "strasbourg",
    owner: "isabelle",
    nom: "Cathédrale Notre-Dame de Strasbourg",
    ville: "Strasbourg",
    adresse: "Place de la Cathédrale",
    code_postal: "67000",
    latitude: 48.58183,
    longitude: 7.75095,
    description:
      "Chef-d’œuvre de l’art gothique en grès rose des Vosges, la cathédrale fut le plus haut édifice du monde de 1647 à 1874. Sa flèche culmine à 142 mètres.",
    site_web: "https://www.cathedrale-strasbourg.fr",
  },
  {
    key: "citadelle",
    owner: "isabelle",
    nom: "Citadelle de Besançon",
    ville: "Besançon",
    adresse: "99 rue des Fusillés de la Résistance",
    code_postal: "25000",
    latitude: 47.23108,
    longitude: 6.03227,
    description:
      "Œuvre de Vauban inscrite au patrimoine mondial de l’Unesco, la citadelle domine la boucle du Doubs. Elle abrite trois musées, un jardin zoologique et des chemins de ronde.",
    site_web: "https://www.citadelle.com",
  },
];

/** A day counted from the day the seed runs, and a Paris wall-clock time "HH:MM". */
export interface DemoMoment {
  day: number;
  time: string;
}

export interface DemoProgramLine {
  /** Days after the event's first day (0 when absent). */
  day?: number;
  start: string;
  end: string;
  title: string;
  description?: string;
  category: ProgramCategory | null;
}

export interface DemoEvent {
  key: string;
  /** The owner is the venue's owner. */
  lieu: string;
  title: string;
  description: string;
  category: EventCategory;
  start: DemoMoment;
  end?: DemoMoment;
  /** null: free. */
  priceCents: number | null;
  /** Priced events are paid at the venue unless "online" (the simulated provider, a demonstration). */
  paymentMode?: "online";
  /**
   * Places left in the first session once its demo registrations are in (its capacity is set from
   * them, so the demo shows "Plus que 2 places" or "Complet"); unlimited when absent.
   */
  placesLeft?: number;
  /** Further sessions, without registrations. */
  moreSessions?: readonly { start: DemoMoment; end?: DemoMoment; capacity: number | null }[];
  programme?: readonly DemoProgramLine[];
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  // Association Patrimoine Vivant (the demo professionnel)
  {
    key: "orgue-saint-eustache",
    lieu: "saint-eustache",
    title: "Concert d’orgue à l’Église Saint-Eustache",
    description:
      "Récital sur le grand orgue de Saint-Eustache, l’un des plus grands instruments de France avec près de 8 000 tuyaux. Au programme\u00a0: Bach, César Franck, Louis Vierne et une improvisation sur un thème proposé par le public.",
    category: "Musique",
    start: { day: 12, time: "20:30" },
    end: { day: 12, time: "22:00" },
    priceCents: 1200,
    programme: [
      {
        start: "19:45",
        end: "20:15",
        title: "Accueil et présentation de l’instrument",
        description: "L’organiste présente la console et l’histoire de l’orgue, reconstruit en 1989.",
        category: "Autre",
      },
      { start: "20:30", end: "21:10", title: "Première partie\u00a0: Bach et Franck", category: null },
      { start: "21:10", end: "21:25", title: "Entracte", category: "Pause" },
      {
        start: "21:25",
        end: "22:00",
        title: "Seconde partie\u00a0: Vierne et improvisation",
        category: null,
      },
    ],
  },
  {
    key: "traboules-nocturne",
    lieu: "fourviere",
    title: "Visite nocturne des traboules du Vieux-Lyon",
    description:
      "Lanterne à la main, une guide-conférencière vous entraîne de cour en cour à travers les passages du Vieux-Lyon, de la Longue Traboule à la Tour rose. Départ sur l’esplanade de Fourvière, descente par les jardins du Rosaire.",
    category: "Visite",
    start: { day: 6, time: "20:30" },
    end: { day: 6, time: "22:30" },
    priceCents: 800,
    placesLeft: 2,
    moreSessions: [13, 20, 27].map((day) => ({
      start: { day, time: "20:30" },
      end: { day, time: "22:30" },
      capacity: 15,
    })),
  },
  {
    key: "expo-renaissance-lyon",
    lieu: "mba-lyon",
    title: "Exposition «\u00a0Lyon, foyer de la Renaissance\u00a0»",
    description:
      "Peintures, livres imprimés, médailles et objets d’art racontent le siècle où Lyon, ville de foires et de banques, fut l’une des capitales européennes de l’imprimerie et de l’humanisme. Une centaine d’œuvres issues des collections du musée et de prêts exceptionnels.",
    category: "Exposition",
    start: { day: 8, time: "10:00" },
    end: { day: 110, time: "18:00" },
    priceCents: 1200,
    paymentMode: "online",
    programme: [
      { start: "10:00", end: "11:00", title: "Visite inaugurale avec les commissaires", category: "Action" },
      {
        start: "14:30",
        end: "16:30",
        title: "Atelier de typographie en famille",
        description: "Composer son prénom en caractères mobiles et l’imprimer sur une presse à bras.",
        category: "Atelier",
      },
      { day: 28, start: "18:30", end: "19:30", title: "Nocturne commentée", category: "Action" },
      {
        day: 63,
        start: "12:30",
        end: "13:15",
        title: "Visite express de la pause déjeuner",
        description: "Trois œuvres commentées en quarante-cinq minutes.",
        category: "Action",
      },
    ],
  },
  {
    key: "conf-fourviere",
    lieu: "fourviere",
    title: "Conférence\u00a0: les mosaïques de la basilique de Fourvière",
    description:
      "Restauratrices et historiens de l’art présentent les grandes mosaïques de la nef, réalisées à la fin du XIXe et au début du XXe siècle, et les techniques employées pour les restaurer.",
    category: "Conférence",
    start: { day: 20, time: "18:30" },
    end: { day: 20, time: "20:00" },
    priceCents: null,
    placesLeft: 0,
    programme: [
      { start: "18:30", end: "19:15", title: "Histoire et iconographie des mosaïques", category: null },
      { start: "19:15", end: "19:40", title: "Les chantiers de restauration en images", category: null },
      { start: "19:40", end: "20:00", title: "Questions du public", category: "Action" },
    ],
  },
  {
    key: "conclave-spectacle",
    lieu: "palais-papes",
    title: "«\u00a0Le Conclave\u00a0», spectacle déambulatoire au Palais des Papes",
    description:
      "Comédiens et musiciens font revivre l’élection de Clément VI en 1342, de la cour d’honneur au Grand Tinel. Spectacle en plein air et en intérieur\u00a0: prévoir de bonnes chaussures.",
    category: "Spectacle",
    start: { day: 95, time: "21:00" },
    end: { day: 95, time: "22:30" },
    priceCents: 2500,
    programme: [
      {
        start: "20:15",
        end: "20:50",
        title: "Accueil et apéritif provençal dans la cour d’honneur",
        category: "Repas",
      },
      { start: "21:00", end: "22:30", title: "Spectacle déambulatoire", category: null },
    ],
  },
  {
    key: "grands-appartements",
    lieu: "palais-papes",
    title: "Visite guidée des grands appartements pontificaux",
    description:
      "Du Consistoire à la chambre du Cerf, découverte des salles d’apparat et des fresques de Matteo Giovannetti avec une guide-conférencière. Durée\u00a0: 1 h 30.",
    category: "Visite",
    start: { day: 30, time: "10:30" },
    priceCents: 800,
  },
  {
    key: "conf-imprimerie",
    lieu: "mba-lyon",
    title: "Conférence\u00a0: Lyon, capitale de l’imprimerie au XVIe siècle",
    description:
      "Sébastien Gryphe, Étienne Dolet, Jean de Tournes\u00a0: portraits des imprimeurs qui firent de Lyon l’un des premiers centres du livre en Europe. Entrée libre dans la limite des places disponibles.",
    category: "Conférence",
    start: { day: 38, time: "18:30" },
    priceCents: null,
  },
  {
    key: "vepres-fourviere",
    lieu: "fourviere",
    title: "Vêpres musicales à la basilique de Fourvière",
    description:
      "La maîtrise et l’orgue de chœur interprètent des œuvres de Palestrina, Fauré et Duruflé. Libre participation aux frais.",
    category: "Musique",
    start: { day: 58, time: "17:00" },
    priceCents: null,
  },

  // Festival Les Nuits de la Loire
  {
    key: "ouverture-chambord",
    lieu: "chambord",
    title: "Concert d’ouverture des Nuits de la Loire au Château de Chambord",
    description:
      "L’orchestre du festival ouvre la saison dans la cour du château avec la Septième symphonie de Beethoven et des pages de Ravel. Le parc reste ouvert pour un pique-nique avant le concert.",
    category: "Musique",
    start: { day: 25, time: "20:30" },
    end: { day: 25, time: "23:00" },
    priceCents: 2500,
    programme: [
      {
        start: "19:00",
        end: "20:15",
        title: "Pique-nique dans le parc",
        description: "Apportez votre panier\u00a0; buvette et restauration légère sur place.",
        category: "Repas",
      },
      {
        start: "20:30",
        end: "21:20",
        title: "Ravel\u00a0: Ma mère l’Oye et Le Tombeau de Couperin",
        category: null,
      },
      { start: "21:20", end: "21:45", title: "Entracte", category: "Pause" },
      { start: "21:45", end: "23:00", title: "Beethoven\u00a0: Symphonie n° 7", category: null },
    ],
  },
  {
    key: "musiques-francois-ier",
    lieu: "chambord",
    title: "Les musiques de la cour de François Ier",
    description:
      "Chansons de Clément Janequin et de Claudin de Sermisy, danses de la Renaissance au luth et à la viole de gambe\u00a0: un concert intimiste dans les appartements du château.",
    category: "Musique",
    start: { day: 26, time: "17:00" },
    priceCents: 1800,
  },
  {
    key: "visite-escalier",
    lieu: "chambord",
    title: "Visite guidée\u00a0: l’escalier à double révolution et les terrasses",
    description:
      "Une heure et demie pour comprendre l’architecture du château\u00a0: l’escalier à double révolution, dont les deux volées ne se croisent jamais, puis les terrasses et leur forêt de cheminées et de lanternes.",
    category: "Visite",
    start: { day: 9, time: "14:00" },
    end: { day: 9, time: "15:30" },
    priceCents: 1200,
  },
  {
    key: "expo-alienor",
    lieu: "fontevraud",
    title: "Exposition «\u00a0Aliénor d’Aquitaine, reine de deux royaumes\u00a0»",
    description:
      "Reine de France puis d’Angleterre, Aliénor repose à Fontevraud aux côtés d’Henri II et de Richard Cœur de Lion. Manuscrits, sceaux, pièces d’orfèvrerie et dispositifs numériques retracent sa vie et son rôle politique.",
    category: "Exposition",
    start: { day: 15, time: "10:00" },
    end: { day: 140, time: "18:30" },
    priceCents: 1200,
    programme: [
      { start: "11:00", end: "12:00", title: "Visite inaugurale", category: "Action" },
      { start: "12:00", end: "13:30", title: "Déjeuner au restaurant de l’abbaye", category: "Repas" },
      {
        day: 35,
        start: "14:00",
        end: "16:00",
        title: "Atelier enluminure",
        description: "Initiation à l’enluminure avec pigments naturels et feuille d’or, dès 10 ans.",
        category: "Atelier",
      },
      {
        day: 70,
        start: "15:00",
        end: "16:00",
        title: "Lecture de poèmes des troubadours",
        category: "Autre",
      },
    ],
  },
  {
    key: "nuit-romane-fontevraud",
    lieu: "fontevraud",
    title: "Nuit romane\u00a0: chants grégoriens à l’abbatiale de Fontevraud",
    description:
      "Un ensemble vocal interprète plain-chant et polyphonies des XIIe et XIIIe siècles sous les voûtes de l’abbatiale, éclairée à la bougie.",
    category: "Musique",
    start: { day: 33, time: "21:00" },
    end: { day: 33, time: "22:15" },
    priceCents: 1500,
    programme: [
      { start: "20:30", end: "21:00", title: "Accueil et présentation du répertoire", category: "Autre" },
      { start: "21:00", end: "22:15", title: "Concert", category: null },
    ],
  },
  {
    key: "conf-moniales",
    lieu: "fontevraud",
    title: "Conférence\u00a0: la vie quotidienne des moniales de Fontevraud",
    description:
      "Prière, travail, repas\u00a0: comment vivait une communauté de religieuses dans l’ordre fondé par Robert d’Arbrissel, où une abbesse gouvernait hommes et femmes. Rencontre avec une historienne médiéviste.",
    category: "Conférence",
    start: { day: 41, time: "15:00" },
    priceCents: null,
  },
  {
    key: "vinci-amboise",
    lieu: "amboise",
    title: "Conférence-promenade\u00a0: Léonard de Vinci à Amboise",
    description:
      "Invité par François Ier en 1516, Léonard de Vinci passa ses dernières années à Amboise. Une historienne retrace ce séjour, des jardins du château à la chapelle Saint-Hubert où repose l’artiste.",
    category: "Conférence",
    start: { day: 52, time: "10:00" },
    end: { day: 52, time: "12:00" },
    priceCents: 800,
    programme: [
      { start: "10:00", end: "10:45", title: "Exposé dans la salle du Conseil", category: null },
      { start: "10:45", end: "11:30", title: "Promenade commentée dans les jardins", category: "Action" },
      { start: "11:30", end: "12:00", title: "Visite de la chapelle Saint-Hubert", category: "Action" },
    ],
  },
  {
    key: "equestre-chambord",
    lieu: "chambord",
    title: "Spectacle équestre «\u00a0Les Chevaux du Roi\u00a0» au Château de Chambord",
    description:
      "Cavaliers en costumes de la Renaissance, voltige et joutes chorégraphiées dans les anciennes écuries du maréchal de Saxe. Durée\u00a0: une heure.",
    category: "Spectacle",
    start: { day: 60, time: "16:00" },
    end: { day: 60, time: "17:00" },
    priceCents: 1500,
  },
  {
    key: "son-lumiere-amboise",
    lieu: "amboise",
    title: "Son et lumière au Château royal d’Amboise",
    description:
      "Projections monumentales sur les façades, musique et comédiens racontent cinq siècles d’histoire du château, de Charles VIII à Louis-Philippe.",
    category: "Spectacle",
    start: { day: 150, time: "22:00" },
    end: { day: 150, time: "23:15" },
    priceCents: 1800,
  },

  // Musée itinérant des Arts du Midi
  {
    key: "expo-soulages",
    lieu: "fabre",
    title: "Exposition «\u00a0Soulages, la lumière du noir\u00a0»",
    description:
      "Pierre Soulages a donné au musée Fabre un ensemble majeur de ses œuvres. L’exposition réunit une trentaine de toiles «\u00a0outrenoir\u00a0» et montre comment la lumière naît de la matière noire.",
    category: "Exposition",
    start: { day: 4, time: "10:00" },
    end: { day: 95, time: "18:00" },
    priceCents: 1200,
    programme: [
      { start: "10:30", end: "11:30", title: "Visite commentée d’ouverture", category: "Action" },
      {
        day: 14,
        start: "14:00",
        end: "16:00",
        title: "Atelier «\u00a0Peindre avec le noir\u00a0»",
        description: "Pour les 8-12 ans, sur inscription à l’accueil du musée.",
        category: "Atelier",
      },
      {
        day: 45,
        start: "18:00",
        end: "19:00",
        title: "Nocturne\u00a0: lectures et musique dans les salles",
        category: "Autre",
      },
    ],
  },
  {
    key: "visite-xixe-fabre",
    lieu: "fabre",
    title: "Visite guidée\u00a0: Courbet, Bazille et Cabanel au musée Fabre",
    description:
      "De «\u00a0Bonjour Monsieur Courbet\u00a0» aux toiles de Frédéric Bazille, un parcours commenté dans les salles du XIXe siècle, l’un des points forts du musée.",
    category: "Visite",
    start: { day: 11, time: "11:00" },
    end: { day: 11, time: "12:30" },
    priceCents: 800,
  },
  {
    key: "conf-bazille",
    lieu: "fabre",
    title: "Conférence\u00a0: Frédéric Bazille, un impressionniste montpelliérain",
    description:
      "Ami de Monet et de Renoir, mort au combat en 1870 à vingt-huit ans, Bazille a laissé une œuvre brève et lumineuse. Conférence d’une conservatrice, suivie d’un échange avec le public.",
    category: "Conférence",
    start: { day: 27, time: "18:30" },
    priceCents: null,
  },
  {
    key: "visite-famille-fabre",
    lieu: "fabre",
    title: "Visite-atelier en famille au musée Fabre",
    description:
      "Parents et enfants (dès 6 ans) observent les œuvres puis dessinent dans les salles avec une médiatrice. Matériel fourni.",
    category: "Visite",
    start: { day: 35, time: "14:30" },
    end: { day: 35, time: "16:30" },
    priceCents: 600,
    programme: [
      { start: "14:30", end: "15:15", title: "Parcours d’observation dans les salles", category: "Action" },
      { start: "15:15", end: "15:30", title: "Goûter", category: "Pause" },
      { start: "15:30", end: "16:30", title: "Atelier de dessin", category: "Atelier" },
    ],
  },
  {
    key: "traviata-capitole",
    lieu: "capitole",
    title: "«\u00a0La Traviata\u00a0» de Verdi au Théâtre du Capitole",
    description:
      "L’opéra le plus joué au monde dans une mise en scène fidèle au Paris du XIXe siècle, avec le chœur et l’orchestre maison. Surtitrage en français.",
    category: "Spectacle",
    start: { day: 48, time: "20:00" },
    end: { day: 48, time: "23:00" },
    priceCents: 2500,
    programme: [
      {
        start: "19:15",
        end: "19:45",
        title: "Présentation de l’œuvre par un musicologue",
        category: "Autre",
      },
      { start: "20:00", end: "21:20", title: "Acte I et premier tableau de l’acte II", category: null },
      { start: "21:20", end: "21:45", title: "Entracte", category: "Pause" },
      { start: "21:45", end: "23:00", title: "Second tableau de l’acte II et acte III", category: null },
    ],
  },
  {
    key: "recital-piano-capitole",
    lieu: "capitole",
    title: "Récital de piano\u00a0: Debussy et Ravel",
    description:
      "Préludes de Debussy, «\u00a0Gaspard de la nuit\u00a0» de Ravel\u00a0: un voyage dans la musique française du début du XXe siècle, au foyer du théâtre.",
    category: "Musique",
    start: { day: 19, time: "20:00" },
    end: { day: 19, time: "21:45" },
    priceCents: 1800,
    programme: [
      { start: "20:00", end: "20:45", title: "Debussy\u00a0: Préludes, premier livre", category: null },
      { start: "20:45", end: "21:00", title: "Entracte", category: "Pause" },
      { start: "21:00", end: "21:45", title: "Ravel\u00a0: Gaspard de la nuit et Miroirs", category: null },
    ],
  },
  {
    key: "coulisses-capitole",
    lieu: "capitole",
    title: "Visite des coulisses du Théâtre du Capitole",
    description:
      "Cintres, dessous de scène, ateliers de costumes\u00a0: découvrez l’envers du décor d’une maison d’opéra en pleine activité.",
    category: "Visite",
    start: { day: 23, time: "10:00" },
    end: { day: 23, time: "11:30" },
    priceCents: 800,
  },
  {
    key: "conf-brique-toulouse",
    lieu: "capitole",
    title: "Conférence\u00a0: Toulouse, la ville rose et sa brique",
    description:
      "Des remparts antiques à la basilique Saint-Sernin et au Capitole, l’histoire d’un matériau, la brique foraine, qui a donné à Toulouse sa couleur.",
    category: "Conférence",
    start: { day: 66, time: "18:00" },
    priceCents: null,
  },
  {
    key: "lac-des-cygnes-bordeaux",
    lieu: "opera-bordeaux",
    title: "Ballet «\u00a0Le Lac des cygnes\u00a0» au Grand-Théâtre de Bordeaux",
    description:
      "Le chef-d’œuvre de Tchaïkovski dans sa chorégraphie classique, ballet en quatre actes avec orchestre, sous les ors de la salle de Victor Louis.",
    category: "Spectacle",
    start: { day: 172, time: "20:00" },
    end: { day: 172, time: "22:30" },
    priceCents: 3500,
    programme: [
      { start: "20:00", end: "21:00", title: "Actes I et II", category: null },
      { start: "21:00", end: "21:25", title: "Entracte", category: "Pause" },
      { start: "21:25", end: "22:30", title: "Actes III et IV", category: null },
    ],
  },
  {
    key: "visite-grand-theatre",
    lieu: "opera-bordeaux",
    title: "Visite architecturale du Grand-Théâtre de Victor Louis",
    description:
      "Façade à colonnade, grand escalier qui inspira Charles Garnier, salle à l’italienne\u00a0: une visite d’une heure et quart dans l’un des plus beaux théâtres du XVIIIe siècle.",
    category: "Visite",
    start: { day: 14, time: "15:00" },
    end: { day: 14, time: "16:15" },
    priceCents: 1000,
  },
  {
    key: "vivaldi-bordeaux",
    lieu: "opera-bordeaux",
    title: "Concert baroque\u00a0: «\u00a0Les Quatre Saisons\u00a0» de Vivaldi",
    description:
      "Un ensemble sur instruments d’époque joue les quatre concertos des «\u00a0Saisons\u00a0» et des pages de Corelli, au Grand-Théâtre.",
    category: "Musique",
    start: { day: 135, time: "20:00" },
    end: { day: 135, time: "21:30" },
    priceCents: 2200,
  },
  {
    key: "expo-decors-opera",
    lieu: "opera-bordeaux",
    title: "Exposition «\u00a0Décors d’opéra, trois siècles de scénographie\u00a0»",
    description:
      "Maquettes, esquisses et costumes retracent l’évolution de la mise en scène lyrique, de la machinerie baroque aux projections vidéo. Dans les salons du Grand-Théâtre, entrée libre.",
    category: "Exposition",
    start: { day: 30, time: "11:00" },
    end: { day: 150, time: "18:00" },
    priceCents: null,
    programme: [
      {
        start: "11:00",
        end: "12:00",
        title: "Inauguration en présence des scénographes",
        category: "Action",
      },
      {
        day: 60,
        start: "15:00",
        end: "17:00",
        title: "Atelier\u00a0: construire une maquette de décor",
        description: "Pour les 10-15 ans, carton, lumière et petits personnages fournis.",
        category: "Atelier",
      },
    ],
  },

  // Ville de Valbrune — Service culturel
  {
    key: "parties-hautes-strasbourg",
    lieu: "strasbourg",
    title: "Visite des parties hautes de la cathédrale de Strasbourg",
    description:
      "332 marches jusqu’à la plateforme, à 66 mètres au-dessus de la place\u00a0: vue sur les toits de Strasbourg, la Forêt-Noire et les Vosges. Un guide explique la construction de la flèche.",
    category: "Visite",
    start: { day: 7, time: "10:00" },
    end: { day: 7, time: "11:30" },
    priceCents: 800,
    programme: [
      { start: "10:00", end: "10:20", title: "Accueil au pied de la tour", category: null },
      { start: "10:20", end: "11:10", title: "Montée et commentaire sur la plateforme", category: "Action" },
      { start: "11:10", end: "11:30", title: "Questions et photos", category: "Autre" },
    ],
  },
  {
    key: "horloge-astronomique",
    lieu: "strasbourg",
    title: "Conférence\u00a0: l’horloge astronomique de Strasbourg expliquée",
    description:
      "Comput ecclésiastique, planétaire, défilé des apôtres\u00a0: un horloger décrypte le mécanisme achevé par Jean-Baptiste Schwilgué en 1842, avant d’assister ensemble au défilé de 12 h 30.",
    category: "Conférence",
    start: { day: 17, time: "11:15" },
    end: { day: 17, time: "12:45" },
    priceCents: null,
  },
  {
    key: "orgue-strasbourg",
    lieu: "strasbourg",
    title: "Récital d’orgue à la cathédrale Notre-Dame de Strasbourg",
    description:
      "Accroché en nid d’hirondelle au-dessus de la nef, le grand orgue, dont le buffet gothique date de la fin du XVe siècle, résonne pour un programme Bach, Buxtehude et Widor.",
    category: "Musique",
    start: { day: 36, time: "20:30" },
    end: { day: 36, time: "21:45" },
    priceCents: 1000,
    programme: [
      {
        start: "20:00",
        end: "20:30",
        title: "Présentation de l’orgue en nid d’hirondelle",
        category: "Autre",
      },
      { start: "20:30", end: "21:45", title: "Récital", category: null },
    ],
  },
  {
    key: "expo-batisseurs",
    lieu: "strasbourg",
    title: "Exposition «\u00a0Bâtisseurs de cathédrales, la loge et le chantier\u00a0»",
    description:
      "Outils, épures, marques de tâcherons\u00a0: l’exposition présente le travail de la Fondation de l’Œuvre Notre-Dame, qui entretient la cathédrale depuis le XIIIe siècle, et celui des tailleurs de pierre d’aujourd’hui.",
    category: "Exposition",
    start: { day: 21, time: "10:00" },
    end: { day: 170, time: "18:00" },
    priceCents: 600,
    programme: [
      {
        start: "10:00",
        end: "11:00",
        title: "Inauguration et visite avec les tailleurs de pierre",
        category: "Action",
      },
      {
        day: 42,
        start: "14:00",
        end: "17:00",
        title: "Atelier de taille de pierre",
        description:
          "Initiation encadrée par un compagnon, outils et protections fournis. À partir de 12 ans.",
        category: "Atelier",
      },
      { day: 100, start: "18:00", end: "19:00", title: "Visite commentée en nocturne", category: "Action" },
    ],
  },
  {
    key: "conte-cathedrale",
    lieu: "strasbourg",
    title: "Spectacle «\u00a0Les voix de la cathédrale\u00a0», conte musical pour les familles",
    description:
      "Une conteuse et deux musiciens racontent la légende du pilier des Anges et l’aventure des bâtisseurs de la flèche. Dès 5 ans.",
    category: "Spectacle",
    start: { day: 80, time: "16:00" },
    end: { day: 80, time: "17:00" },
    priceCents: null,
  },
  {
    key: "visite-citadelle",
    lieu: "citadelle",
    title: "Visite\u00a0: la Citadelle de Vauban et ses chemins de ronde",
    description:
      "Bastions, échauguettes, puits\u00a0: deux heures sur les remparts pour comprendre comment Vauban a verrouillé la boucle du Doubs.",
    category: "Visite",
    start: { day: 10, time: "14:00" },
    end: { day: 10, time: "16:00" },
    priceCents: 1200,
    programme: [
      { start: "14:00", end: "14:45", title: "Le front Royal et le front Saint-Étienne", category: "Action" },
      {
        start: "14:45",
        end: "15:00",
        title: "Pause au belvédère sur la boucle du Doubs",
        category: "Pause",
      },
      { start: "15:00", end: "16:00", title: "Chemins de ronde et puits", category: "Action" },
    ],
  },
  {
    key: "conf-vauban",
    lieu: "citadelle",
    title: "Conférence\u00a0: Vauban, ingénieur du roi",
    description:
      "Sébastien Le Prestre de Vauban a travaillé sur près de trois cents places fortes\u00a0; douze de ses sites sont inscrits au patrimoine mondial de l’Unesco depuis 2008. Portrait d’un ingénieur, urbaniste et penseur.",
    category: "Conférence",
    start: { day: 44, time: "18:30" },
    end: { day: 44, time: "20:00" },
    priceCents: null,
  },
  {
    key: "concert-crepuscule",
    lieu: "citadelle",
    title: "Concert au crépuscule sur le chemin de ronde",
    description:
      "Quatuor à cordes et jazz acoustique en plein air, face au coucher du soleil sur Besançon. En cas de pluie, repli dans la chapelle Saint-Étienne.",
    category: "Musique",
    start: { day: 70, time: "20:00" },
    end: { day: 70, time: "22:00" },
    priceCents: 1500,
    programme: [
      {
        start: "19:15",
        end: "19:55",
        title: "Apéritif comtois",
        description: "Comté et vins du Jura.",
        category: "Repas",
      },
      { start: "20:00", end: "20:50", title: "Quatuor à cordes\u00a0: Haydn et Dvořák", category: null },
      { start: "20:50", end: "21:10", title: "Pause", category: "Pause" },
      { start: "21:10", end: "22:00", title: "Trio de jazz acoustique", category: null },
    ],
  },
  {
    key: "expo-memoires-citadelle",
    lieu: "citadelle",
    title: "Exposition «\u00a0Mémoires de la Citadelle, 1940-1945\u00a0»",
    description:
      "Avec le musée de la Résistance et de la Déportation, photographies, lettres et témoignages rappellent l’occupation de Besançon et les résistants fusillés dans l’enceinte de la citadelle.",
    category: "Exposition",
    start: { day: 5, time: "09:00" },
    end: { day: 120, time: "18:00" },
    priceCents: 1200,
  },
  {
    key: "siege-1674",
    lieu: "citadelle",
    title: "Spectacle historique «\u00a0Le siège de 1674\u00a0»",
    description:
      "En 1674, les troupes de Louis XIV prennent Besançon, qui devient française au traité de Nimègue (1678). Reconstitution avec comédiens, cavaliers et effets pyrotechniques.",
    category: "Spectacle",
    start: { day: 100, time: "21:00" },
    end: { day: 100, time: "22:30" },
    priceCents: 1800,
    programme: [
      { start: "20:00", end: "20:45", title: "Campement et démonstrations d’escrime", category: "Action" },
      { start: "21:00", end: "22:30", title: "Spectacle", category: null },
    ],
  },
  {
    key: "conf-vitraux",
    lieu: "strasbourg",
    title: "Conférence\u00a0: les vitraux de la cathédrale de Strasbourg",
    description:
      "De la grande rose de la façade aux vitraux des empereurs du bas-côté nord, un maître verrier raconte huit siècles de lumière et les restaurations en cours.",
    category: "Conférence",
    start: { day: 160, time: "18:30" },
    priceCents: null,
  },
];

export interface DemoSite {
  name: string;
  categorie: SiteCategory;
  description: string;
  adresse: string;
  /** Its real point, to about 100 m (decision 034). */
  latitude: number;
  longitude: number;
  heure_ouverture: string;
  tarif: string;
  site_web?: string;
  services: readonly SiteService[];
  transport: string;
  periode_historique: string;
  style_architectural: string;
  points_interet: string;
  lieu?: string;
}

export interface DemoParcours {
  owner: string;
  lieu: string | null;
  title: string;
  description: string;
  theme: string;
  difficulty: ParcoursDifficulty;
  /** Minutes. */
  duration: number;
  participants: number;
  rating: number;
  sites: readonly DemoSite[];
}

const ACCESSIBLE = "Accessible aux personnes handicapées";
const GUIDED = "Visites guidées disponibles";
const AUDIO = "Audioguide disponible";
const PARKING = "Parking disponible";

export const DEMO_PARCOURS: readonly DemoParcours[] = [
  {
    owner: "julien",
    lieu: "fourviere",
    title: "Lyon Renaissance\u00a0: traboules et cours du Vieux-Lyon",
    description:
      "Une promenade à pied dans l’un des plus vastes ensembles Renaissance d’Europe, inscrit au patrimoine mondial\u00a0: cathédrale, hôtels de marchands et passages secrets entre la Saône et la colline de Fourvière.",
    theme: "Renaissance",
    difficulty: "facile",
    duration: 150,
    participants: 1284,
    rating: 4.7,
    sites: [
      {
        name: "Cathédrale Saint-Jean-Baptiste",
        categorie: "Église",
        description:
          "Primatiale des Gaules, la cathédrale mêle chœur roman et nef gothique. Son horloge astronomique fait défiler ses automates plusieurs fois par jour.",
        adresse: "Place Saint-Jean, 69005 Lyon",
        latitude: 45.76061,
        longitude: 4.8272,
        heure_ouverture: "Tous les jours, de 8 h 30 à 18 h 30",
        tarif: "Entrée libre",
        services: [ACCESSIBLE, GUIDED],
        transport: "Métro D ou funiculaire, arrêt Vieux Lyon – Cathédrale Saint-Jean",
        periode_historique: "XIIe – XVe siècle",
        style_architectural: "Roman et gothique",
        points_interet: "Horloge astronomique, vitraux du XIIIe siècle, rosaces du transept",
      },
      {
        name: "La Tour rose (maison du Crible)",
        categorie: "Monument",
        description:
          "La plus célèbre tour d’escalier du Vieux-Lyon, couleur ocre rose, se découvre au fond d’une cour de la rue du Bœuf.",
        adresse: "16 rue du Bœuf, 69005 Lyon",
        latitude: 45.7632,
        longitude: 4.8275,
        heure_ouverture: "Cour accessible en journée, selon l’ouverture de l’immeuble",
        tarif: "Gratuit",
        services: [],
        transport: "Métro D, arrêt Vieux Lyon – Cathédrale Saint-Jean",
        periode_historique: "XVIe – XVIIe siècle",
        style_architectural: "Renaissance",
        points_interet: "Tour d’escalier circulaire, jardins suspendus en terrasses",
      },
      {
        name: "La Longue Traboule",
        categorie: "Monument",
        description:
          "La plus longue traboule du Vieux-Lyon traverse quatre cours et deux immeubles pour relier la rue Saint-Jean à la rue du Bœuf.",
        adresse: "54 rue Saint-Jean, 69005 Lyon",
        latitude: 45.7634,
        longitude: 4.8278,
        heure_ouverture: "En journée, en respectant la tranquillité des habitants",
        tarif: "Gratuit",
        services: [],
        transport: "Métro D, arrêt Vieux Lyon – Cathédrale Saint-Jean",
        periode_historique: "XVe – XVIe siècle",
        style_architectural: "Renaissance",
        points_interet: "Galeries à l’italienne, puits et escaliers à vis",
      },
      {
        name: "Hôtel Bullioud",
        categorie: "Monument",
        description:
          "Dans la cour de cet hôtel particulier, la galerie sur trompes construite par Philibert Delorme en 1536 est la première œuvre connue du grand architecte.",
        adresse: "8 rue Juiverie, 69005 Lyon",
        latitude: 45.7651,
        longitude: 4.8271,
        heure_ouverture: "Cour accessible en journée",
        tarif: "Gratuit",
        services: [],
        transport: "Métro D, arrêt Vieux Lyon – Cathédrale Saint-Jean",
        periode_historique: "1536",
        style_architectural: "Renaissance",
        points_interet: "Galerie sur trompes de Philibert Delorme",
      },
      {
        name: "Musées Gadagne",
        categorie: "Musée",
        description:
          "Le plus vaste ensemble Renaissance du Vieux-Lyon abrite le musée d’histoire de Lyon et le musée des Arts de la marionnette, avec ses jardins suspendus.",
        adresse: "1 place du Petit Collège, 69005 Lyon",
        latitude: 45.7637,
        longitude: 4.8284,
        heure_ouverture: "Du mercredi au dimanche, de 10 h 30 à 18 h 30",
        tarif: "8 €, gratuit pour les moins de 18 ans",
        site_web: "https://www.gadagne-lyon.fr",
        services: [ACCESSIBLE, GUIDED, AUDIO],
        transport: "Métro D, arrêt Vieux Lyon – Cathédrale Saint-Jean",
        periode_historique: "XVIe siècle",
        style_architectural: "Renaissance",
        points_interet: "Guignol et marionnettes du monde, maquettes de Lyon, jardins suspendus",
      },
    ],
  },
  {
    owner: "julien",
    lieu: "palais-papes",
    title: "Avignon, la cité des papes",
    description:
      "Du palais gothique au pont Saint-Bénezet, une journée dans l’Avignon du XIVe siècle, quand la ville était la capitale de la chrétienté.",
    theme: "Patrimoine médiéval",
    difficulty: "modéré",
    duration: 180,
    participants: 964,
    rating: 4.6,
    sites: [
      {
        name: "Palais des Papes",
        categorie: "Monument",
        lieu: "palais-papes",
        description:
          "Le plus grand palais gothique d’Europe\u00a0: salles d’apparat, appartements privés et fresques de Matteo Giovannetti.",
        adresse: "Place du Palais, 84000 Avignon",
        latitude: 43.95076,
        longitude: 4.8075,
        heure_ouverture: "Tous les jours, de 9 h à 19 h (horaires élargis en été)",
        tarif: "12 €, réduit 10 €, gratuit pour les moins de 8 ans",
        site_web: "https://www.palais-des-papes.com",
        services: [ACCESSIBLE, GUIDED, AUDIO, PARKING],
        transport: "Gare d’Avignon-Centre à 15 minutes à pied\u00a0; parking du Palais des Papes",
        periode_historique: "XIVe siècle",
        style_architectural: "Gothique",
        points_interet: "Grand Tinel, chambre du Cerf, cour d’honneur, terrasses",
      },
      {
        name: "Pont Saint-Bénezet",
        categorie: "Monument",
        description:
          "Le célèbre «\u00a0pont d’Avignon\u00a0» ne garde que quatre de ses vingt-deux arches et la chapelle Saint-Nicolas.",
        adresse: "Boulevard de la Ligne, 84000 Avignon",
        latitude: 43.9539,
        longitude: 4.8049,
        heure_ouverture: "Tous les jours, de 9 h 30 à 18 h",
        tarif: "5 €, billet couplé avec le Palais des Papes",
        services: [AUDIO],
        transport: "À 10 minutes à pied du Palais des Papes",
        periode_historique: "XIIe – XVe siècle",
        style_architectural: "Roman",
        points_interet: "Chapelle Saint-Nicolas, vue sur le Rhône et Villeneuve-lès-Avignon",
      },
      {
        name: "Cathédrale Notre-Dame des Doms",
        categorie: "Église",
        description:
          "Voisine du palais, la cathédrale romane est couronnée d’une Vierge dorée et abrite le tombeau du pape Jean XXII.",
        adresse: "Place du Palais, 84000 Avignon",
        latitude: 43.9515,
        longitude: 4.8081,
        heure_ouverture: "Tous les jours, de 9 h à 18 h",
        tarif: "Entrée libre",
        services: [ACCESSIBLE],
        transport: "Gare d’Avignon-Centre à 15 minutes à pied",
        periode_historique: "XIIe siècle",
        style_architectural: "Roman provençal",
        points_interet: "Vierge dorée du clocher, tombeau de Jean XXII, chaire pontificale",
      },
      {
        name: "Jardin du Rocher des Doms",
        categorie: "Parc",
        description:
          "Perché au-dessus du Rhône, le jardin offre le plus beau panorama sur le pont, Villeneuve-lès-Avignon et le mont Ventoux.",
        adresse: "Montée du Moulin, 84000 Avignon",
        latitude: 43.9528,
        longitude: 4.8077,
        heure_ouverture: "Tous les jours, de 7 h 30 au coucher du soleil",
        tarif: "Gratuit",
        services: [ACCESSIBLE],
        transport: "Accès à pied depuis la place du Palais",
        periode_historique: "XIXe siècle (aménagement du jardin)",
        style_architectural: "Jardin à l’anglaise",
        points_interet: "Belvédère, bassin aux canards, table d’orientation",
      },
      {
        name: "Musée du Petit Palais",
        categorie: "Musée",
        description:
          "Dans l’ancien palais des archevêques, une collection exceptionnelle de peintures italiennes du Moyen Âge et de la Renaissance, dont une Vierge à l’Enfant de Botticelli.",
        adresse: "Place du Palais, 84000 Avignon",
        latitude: 43.9533,
        longitude: 4.8071,
        heure_ouverture: "Du mercredi au lundi, de 10 h à 13 h et de 14 h à 18 h",
        tarif: "Gratuit pour les collections permanentes",
        services: [ACCESSIBLE, GUIDED],
        transport: "Gare d’Avignon-Centre à 15 minutes à pied",
        periode_historique: "XIVe – XVe siècle",
        style_architectural: "Gothique",
        points_interet: "Primitifs italiens, école d’Avignon, Botticelli",
      },
    ],
  },
  {
    owner: "sophie",
    lieu: "chambord",
    title: "Les châteaux de la Loire à vélo",
    description:
      "Une journée sur l’itinéraire «\u00a0La Loire à Vélo\u00a0», de Chambord à Chenonceau\u00a0: cinq châteaux royaux et une soixantaine de kilomètres le long du fleuve et de ses affluents.",
    theme: "Châteaux de la Renaissance",
    difficulty: "difficile",
    duration: 480,
    participants: 2215,
    rating: 4.8,
    sites: [
      {
        name: "Château de Chambord",
        categorie: "Château",
        lieu: "chambord",
        description:
          "Le plus vaste château de la Loire, voulu par François Ier, avec son escalier à double révolution et ses terrasses hérissées de cheminées.",
        adresse: "Château de Chambord, 41250 Chambord",
        latitude: 47.61609,
        longitude: 1.51704,
        heure_ouverture: "Tous les jours, de 9 h à 17 h (18 h d’avril à octobre)",
        tarif: "16 €, gratuit pour les moins de 18 ans",
        site_web: "https://www.chambord.org",
        services: [ACCESSIBLE, GUIDED, AUDIO, PARKING],
        transport:
          "Navette depuis la gare de Blois\u00a0; «\u00a0La Loire à Vélo\u00a0» par Saint-Dyé-sur-Loire",
        periode_historique: "1519 – 1547",
        style_architectural: "Renaissance française",
        points_interet: "Escalier à double révolution, terrasses, forêt domaniale close de murs",
      },
      {
        name: "Château royal de Blois",
        categorie: "Château",
        description:
          "Quatre ailes, quatre époques\u00a0: gothique, Renaissance et classique se répondent autour de la cour, avec le célèbre escalier à vis de l’aile François Ier.",
        adresse: "6 place du Château, 41000 Blois",
        latitude: 47.5857,
        longitude: 1.331,
        heure_ouverture: "Tous les jours, de 9 h à 18 h 30 (selon la saison)",
        tarif: "14 €, réduit 7 €",
        services: [ACCESSIBLE, GUIDED, AUDIO],
        transport: "Gare de Blois-Chambord à 10 minutes à pied",
        periode_historique: "XIIIe – XVIIe siècle",
        style_architectural: "Gothique, Renaissance et classique",
        points_interet: "Escalier de l’aile François Ier, cabinet de Catherine de Médicis, son et lumière",
      },
      {
        name: "Château royal d’Amboise",
        categorie: "Château",
        lieu: "amboise",
        description:
          "Résidence royale dominant la Loire, où Léonard de Vinci repose dans la chapelle Saint-Hubert.",
        adresse: "Montée de l’Émir Abd el-Kader, 37400 Amboise",
        latitude: 47.4133,
        longitude: 0.98659,
        heure_ouverture: "Tous les jours, de 9 h à 18 h",
        tarif: "15 €, réduit 12 €",
        site_web: "https://www.chateau-amboise.com",
        services: [GUIDED, AUDIO],
        transport: "Gare d’Amboise à 20 minutes à pied\u00a0; «\u00a0La Loire à Vélo\u00a0»",
        periode_historique: "XVe – XVIe siècle",
        style_architectural: "Gothique flamboyant et Renaissance",
        points_interet: "Chapelle Saint-Hubert, tour des Minimes, jardins en terrasse",
      },
      {
        name: "Château du Clos Lucé",
        categorie: "Château",
        description:
          "Dernière demeure de Léonard de Vinci, le manoir de briques roses présente ses appartements et, dans le parc, des maquettes géantes de ses inventions.",
        adresse: "2 rue du Clos Lucé, 37400 Amboise",
        latitude: 47.4103,
        longitude: 0.9919,
        heure_ouverture: "Tous les jours, de 9 h à 19 h",
        tarif: "19 €, réduit pour les étudiants et les enfants",
        site_web: "https://vinci-closluce.com",
        services: [GUIDED, AUDIO, PARKING],
        transport: "À 500 mètres du château d’Amboise",
        periode_historique: "XVe – XVIe siècle",
        style_architectural: "Renaissance",
        points_interet: "Chambre de Léonard, parc Leonardo da Vinci, maquettes de machines",
      },
      {
        name: "Château de Chenonceau",
        categorie: "Château",
        description:
          "Le «\u00a0château des Dames\u00a0» enjambe le Cher de sa galerie\u00a0; jardins de Diane de Poitiers et de Catherine de Médicis.",
        adresse: "Château de Chenonceau, 37150 Chenonceaux",
        latitude: 47.3249,
        longitude: 1.0703,
        heure_ouverture: "Tous les jours, de 9 h à 18 h (horaires étendus en été)",
        tarif: "17 €, réduit 14 €",
        site_web: "https://www.chenonceau.com",
        services: [ACCESSIBLE, AUDIO, PARKING],
        transport: "Gare de Chenonceaux à 5 minutes à pied",
        periode_historique: "XVIe siècle",
        style_architectural: "Renaissance",
        points_interet: "Galerie sur le Cher, jardins à la française, labyrinthe",
      },
    ],
  },
  {
    owner: "antoine",
    lieu: "fabre",
    title: "Montpellier, de l’Écusson au Peyrou",
    description:
      "Une boucle à pied dans le centre historique, l’Écusson\u00a0: musée Fabre, cathédrale, plus ancien jardin botanique de France et promenade royale du Peyrou.",
    theme: "Art et urbanisme classique",
    difficulty: "facile",
    duration: 120,
    participants: 742,
    rating: 4.5,
    sites: [
      {
        name: "Musée Fabre",
        categorie: "Musée",
        lieu: "fabre",
        description:
          "L’un des plus grands musées de beaux-arts de France, de la Renaissance à l’art contemporain, avec un ensemble majeur de Pierre Soulages.",
        adresse: "39 boulevard Bonne Nouvelle, 34000 Montpellier",
        latitude: 43.61168,
        longitude: 3.88049,
        heure_ouverture: "Du mardi au dimanche, de 10 h à 18 h",
        tarif: "9 €, gratuit pour les moins de 18 ans",
        site_web: "https://museefabre.fr",
        services: [ACCESSIBLE, GUIDED, AUDIO],
        transport: "Tramway lignes 1 et 2, arrêt Comédie ou Corum",
        periode_historique: "Collections du XVe au XXIe siècle",
        style_architectural: "Classique, extension contemporaine",
        points_interet: "Salles Soulages, «\u00a0Bonjour Monsieur Courbet\u00a0», œuvres de Frédéric Bazille",
      },
      {
        name: "Place de la Comédie et Opéra Comédie",
        categorie: "Théâtre",
        description:
          "La grande place piétonne de Montpellier, surnommée «\u00a0l’Œuf\u00a0», s’ouvre sur l’Opéra Comédie inauguré en 1888.",
        adresse: "Place de la Comédie, 34000 Montpellier",
        latitude: 43.6085,
        longitude: 3.88,
        heure_ouverture: "Place accessible en permanence\u00a0; visites de l’opéra sur réservation",
        tarif: "Gratuit",
        services: [ACCESSIBLE],
        transport: "Tramway lignes 1, 2, 3 et 4, arrêt Comédie",
        periode_historique: "XIXe siècle",
        style_architectural: "Style Napoléon III",
        points_interet: "Fontaine des Trois Grâces, façade de l’Opéra Comédie",
      },
      {
        name: "Cathédrale Saint-Pierre",
        categorie: "Église",
        description:
          "Ancienne chapelle du monastère fondé par le pape Urbain V, la cathédrale surprend par son porche monumental à deux piliers coniques.",
        adresse: "Place Saint-Pierre, 34000 Montpellier",
        latitude: 43.6133,
        longitude: 3.8735,
        heure_ouverture: "Tous les jours, de 9 h à 19 h",
        tarif: "Entrée libre",
        services: [ACCESSIBLE],
        transport: "Tramway lignes 1 et 4, arrêt Louis Blanc",
        periode_historique: "XIVe siècle",
        style_architectural: "Gothique méridional",
        points_interet: "Porche à piliers coniques, orgue de tribune, faculté de médecine voisine",
      },
      {
        name: "Jardin des plantes de Montpellier",
        categorie: "Parc",
        description:
          "Créé en 1593 sous Henri IV par Pierre Richer de Belleval, c’est le plus ancien jardin botanique de France.",
        adresse: "163 rue Auguste Broussonnet, 34090 Montpellier",
        latitude: 43.6138,
        longitude: 3.8718,
        heure_ouverture: "Du mardi au dimanche, de 12 h à 18 h (20 h en été)",
        tarif: "Gratuit",
        services: [ACCESSIBLE],
        transport: "Tramway ligne 4, arrêt Peyrou – Arc de Triomphe",
        periode_historique: "1593",
        style_architectural: "Jardin botanique",
        points_interet: "Montagnette de Richer de Belleval, serre Martins, arbres remarquables",
      },
      {
        name: "Promenade du Peyrou",
        categorie: "Parc",
        description:
          "Esplanade royale dominant la ville, avec la statue équestre de Louis XIV, le château d’eau et l’aqueduc Saint-Clément.",
        adresse: "Place royale du Peyrou, 34000 Montpellier",
        latitude: 43.6114,
        longitude: 3.8703,
        heure_ouverture: "Tous les jours, de 7 h à 21 h",
        tarif: "Gratuit",
        services: [ACCESSIBLE],
        transport: "Tramway ligne 4, arrêt Peyrou – Arc de Triomphe",
        periode_historique: "XVIIe – XVIIIe siècle",
        style_architectural: "Classique",
        points_interet: "Arc de triomphe, château d’eau, aqueduc Saint-Clément",
      },
    ],
  },
  {
    owner: "isabelle",
    lieu: "strasbourg",
    title: "Sur les pas des bâtisseurs de cathédrales",
    description:
      "Autour de la cathédrale de Strasbourg, un parcours pour comprendre le chantier gothique\u00a0: la loge des tailleurs de pierre, les statues originales et les maisons qui ont grandi à son ombre.",
    theme: "Art gothique",
    difficulty: "modéré",
    duration: 150,
    participants: 1530,
    rating: 4.9,
    sites: [
      {
        name: "Cathédrale Notre-Dame de Strasbourg",
        categorie: "Église",
        lieu: "strasbourg",
        description:
          "Chef-d’œuvre gothique en grès rose, célèbre pour sa flèche de 142 mètres et son horloge astronomique.",
        adresse: "Place de la Cathédrale, 67000 Strasbourg",
        latitude: 48.58183,
        longitude: 7.75095,
        heure_ouverture: "Tous les jours, de 8 h 30 à 11 h 15 et de 12 h 45 à 17 h 45",
        tarif: "Entrée libre\u00a0; accès payant à la plateforme et à l’horloge astronomique",
        site_web: "https://www.cathedrale-strasbourg.fr",
        services: [ACCESSIBLE, GUIDED],
        transport: "Tramway A ou D, arrêt Langstross – Grand'Rue",
        periode_historique: "1176 – 1439",
        style_architectural: "Roman et gothique",
        points_interet: "Flèche, horloge astronomique, pilier des Anges, grande rose",
      },
      {
        name: "Musée de l’Œuvre Notre-Dame",
        categorie: "Musée",
        description:
          "Les sculptures originales de la cathédrale, dont l’Église et la Synagogue, et les dessins d’architecture médiévaux de la loge.",
        adresse: "3 place du Château, 67000 Strasbourg",
        latitude: 48.5811,
        longitude: 7.7511,
        heure_ouverture: "Du mardi au dimanche, de 10 h à 18 h",
        tarif: "7,50 €, gratuit pour les moins de 18 ans",
        services: [ACCESSIBLE, AUDIO],
        transport: "Tramway A ou D, arrêt Langstross – Grand'Rue",
        periode_historique: "XIVe – XVIIe siècle",
        style_architectural: "Gothique et Renaissance",
        points_interet: "L’Église et la Synagogue, épures de la façade, jardinet gothique",
      },
      {
        name: "Palais Rohan",
        categorie: "Monument",
        description:
          "Résidence des princes-évêques construite par Robert de Cotte, le palais abrite trois musées et les appartements des cardinaux.",
        adresse: "2 place du Château, 67000 Strasbourg",
        latitude: 48.5808,
        longitude: 7.7524,
        heure_ouverture: "Du mercredi au lundi, de 10 h à 18 h",
        tarif: "7,50 € par musée, gratuit le premier dimanche du mois",
        services: [ACCESSIBLE, GUIDED],
        transport: "Tramway A ou D, arrêt Langstross – Grand'Rue",
        periode_historique: "1732 – 1742",
        style_architectural: "Classique",
        points_interet: "Appartements des cardinaux, musée des Beaux-Arts, musée archéologique",
      },
      {
        name: "Église Saint-Thomas",
        categorie: "Église",
        description:
          "Église-halle protestante où repose le maréchal de Saxe dans un mausolée de Pigalle\u00a0; son orgue Silbermann fut joué par Mozart et Albert Schweitzer.",
        adresse: "11 rue Martin Luther, 67000 Strasbourg",
        latitude: 48.5794,
        longitude: 7.7451,
        heure_ouverture: "Tous les jours, de 10 h à 18 h",
        tarif: "Entrée libre",
        services: [ACCESSIBLE],
        transport: "Tramway B, C ou F, arrêt Alt Winmärik",
        periode_historique: "XIIe – XIVe siècle",
        style_architectural: "Gothique (église-halle)",
        points_interet: "Mausolée du maréchal de Saxe, orgue Silbermann",
      },
      {
        name: "Maison Kammerzell",
        categorie: "Monument",
        description:
          "Au pied de la cathédrale, la plus célèbre maison à pans de bois de Strasbourg et sa façade entièrement sculptée.",
        adresse: "16 place de la Cathédrale, 67000 Strasbourg",
        latitude: 48.5819,
        longitude: 7.7497,
        heure_ouverture: "Façade visible en permanence\u00a0; restaurant aux heures des repas",
        tarif: "Gratuit (extérieur)",
        services: [],
        transport: "Tramway A ou D, arrêt Langstross – Grand'Rue",
        periode_historique: "1427, étages de 1589",
        style_architectural: "Renaissance rhénane à pans de bois",
        points_interet: "Façade sculptée, vitraux en cul-de-bouteille",
      },
    ],
  },
  {
    owner: "isabelle",
    lieu: "citadelle",
    title: "Vauban et la boucle du Doubs à Besançon",
    description:
      "De la citadelle perchée à la Porte Noire romaine, un parcours qui grimpe et redescend pour lire vingt siècles de fortifications et d’horlogerie bisontines.",
    theme: "Architecture militaire",
    difficulty: "difficile",
    duration: 210,
    participants: 688,
    rating: 4.4,
    sites: [
      {
        name: "Citadelle de Besançon",
        categorie: "Monument",
        lieu: "citadelle",
        description:
          "Chef-d’œuvre de Vauban inscrit au patrimoine mondial, la citadelle abrite musées, jardin zoologique et chemins de ronde.",
        adresse: "99 rue des Fusillés de la Résistance, 25000 Besançon",
        latitude: 47.23108,
        longitude: 6.03227,
        heure_ouverture: "Tous les jours, de 9 h à 18 h (19 h en été)",
        tarif: "13 €, 9 € pour les 4-17 ans",
        site_web: "https://www.citadelle.com",
        services: [ACCESSIBLE, GUIDED, AUDIO, PARKING],
        transport: "Bus ligne 27 depuis le centre-ville",
        periode_historique: "1668 – 1711",
        style_architectural: "Architecture militaire de Vauban",
        points_interet: "Chemins de ronde, musée de la Résistance et de la Déportation, jardin zoologique",
      },
      {
        name: "Porte Noire",
        categorie: "Site archéologique",
        description:
          "Arc de triomphe romain du IIe siècle orné de bas-reliefs mythologiques, voisin du square archéologique Castan.",
        adresse: "Rue de la Convention, 25000 Besançon",
        latitude: 47.2345,
        longitude: 6.0295,
        heure_ouverture: "Accessible en permanence",
        tarif: "Gratuit",
        services: [ACCESSIBLE],
        transport: "Bus ligne 27, arrêt Saint-Jean",
        periode_historique: "IIe siècle",
        style_architectural: "Arc de triomphe romain",
        points_interet: "Bas-reliefs, colonnes du square Castan",
      },
      {
        name: "Cathédrale Saint-Jean de Besançon",
        categorie: "Église",
        description:
          "Cathédrale à deux absides opposées qui abrite une horloge astronomique de 1860 aux trente mille pièces.",
        adresse: "Rue du Chapitre, 25000 Besançon",
        latitude: 47.234,
        longitude: 6.0302,
        heure_ouverture: "Tous les jours sauf le mardi, de 9 h à 18 h",
        tarif: "Entrée libre\u00a0; horloge astronomique en visite guidée payante",
        services: [GUIDED],
        transport: "Bus ligne 27, arrêt Saint-Jean",
        periode_historique: "XIe – XVIIIe siècle",
        style_architectural: "Roman et baroque",
        points_interet: "Horloge astronomique, Rose de saint Jean, Vierge aux saints de Fra Bartolomeo",
      },
      {
        name: "Musée du Temps (palais Granvelle)",
        categorie: "Musée",
        description:
          "Dans un palais Renaissance, les collections d’horlogerie rappellent que Besançon fut la capitale française de la montre\u00a0; le pendule de Foucault oscille dans la tour.",
        adresse: "96 Grande Rue, 25000 Besançon",
        latitude: 47.2367,
        longitude: 6.0253,
        heure_ouverture: "Du mardi au dimanche, de 10 h à 18 h",
        tarif: "6 €, gratuit pour les moins de 18 ans",
        services: [ACCESSIBLE, AUDIO],
        transport: "Bus lignes 3, 4 et 5, arrêt Granvelle",
        periode_historique: "XVIe siècle",
        style_architectural: "Renaissance",
        points_interet: "Pendule de Foucault, montres et horloges comtoises, cour à arcades",
      },
    ],
  },
];

export interface DemoLocation {
  owner: string;
  name: string;
  description: string;
  address: string;
  city: string;
  postal_code: string;
  category: SiteCategory;
  opening_hours: string;
  phone: string;
  email: string;
  website: string;
  accessibility: boolean;
  guided_tours: boolean;
  audio_guide: boolean;
  free_entry: boolean;
  entry_price_cents: number | null;
  parking_available: boolean;
  public_transport: string;
  historical_period: string;
  architectural_style: string;
  special_features: string;
}

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  {
    owner: "julien",
    name: "Maison des Canuts",
    description:
      "Musée vivant de la soie à la Croix-Rousse\u00a0: l’histoire des canuts, tisserands lyonnais, et des démonstrations sur métier Jacquard.",
    address: "10-12 rue d’Ivry",
    city: "Lyon",
    postal_code: "69004",
    category: "Musée",
    opening_hours: "Du mardi au samedi, de 10 h à 18 h",
    phone: "04 65 71 44 10",
    email: "canuts@demo.culture-patrimoine.fr",
    website: "https://www.maisondescanuts.fr",
    accessibility: true,
    guided_tours: true,
    audio_guide: false,
    free_entry: false,
    entry_price_cents: 800,
    parking_available: false,
    public_transport: "Métro C, arrêt Croix-Rousse",
    historical_period: "XIXe siècle",
    architectural_style: "Immeuble de canuts à hauts plafonds",
    special_features: "Démonstrations de tissage sur métier à bras Jacquard",
  },
  {
    owner: "julien",
    name: "Amphithéâtre des Trois Gaules",
    description:
      "Vestiges de l’amphithéâtre romain de Lugdunum, où se réunissait chaque année le conseil des soixante peuples des Gaules.",
    address: "Rue Lucien Sportisse",
    city: "Lyon",
    postal_code: "69001",
    category: "Site archéologique",
    opening_hours: "Visible depuis la rue en permanence\u00a0; visites guidées certains week-ends",
    phone: "04 65 71 44 11",
    email: "trois-gaules@demo.culture-patrimoine.fr",
    website: "https://www.lyon.fr",
    accessibility: false,
    guided_tours: true,
    audio_guide: false,
    free_entry: true,
    entry_price_cents: null,
    parking_available: false,
    public_transport: "Métro C, arrêt Croix-Paquet",
    historical_period: "Ier siècle",
    architectural_style: "Architecture romaine",
    special_features: "Lieu du martyre de sainte Blandine en 177",
  },
  {
    owner: "sophie",
    name: "Domaine de Chaumont-sur-Loire",
    description:
      "Château, écuries et parc dominant la Loire, célèbres pour leur Festival international des jardins et leur centre d’arts et de nature.",
    address: "Domaine de Chaumont-sur-Loire",
    city: "Chaumont-sur-Loire",
    postal_code: "41150",
    category: "Château",
    opening_hours: "Tous les jours, de 10 h à 18 h (19 h en été)",
    phone: "02 61 91 52 30",
    email: "chaumont@demo.culture-patrimoine.fr",
    website: "https://domaine-chaumont.fr",
    accessibility: true,
    guided_tours: true,
    audio_guide: true,
    free_entry: false,
    entry_price_cents: 1800,
    parking_available: true,
    public_transport: "Gare d’Onzain – Chaumont-sur-Loire, puis 20 minutes à pied par le pont",
    historical_period: "XVe – XVIe siècle",
    architectural_style: "Gothique et Renaissance",
    special_features: "Festival international des jardins chaque année d’avril à novembre",
  },
  {
    owner: "antoine",
    name: "Château comtal de Carcassonne",
    description:
      "Au cœur de la Cité médiévale, le château et les remparts restaurés par Viollet-le-Duc dominent la vallée de l’Aude.",
    address: "1 rue Viollet-le-Duc",
    city: "Carcassonne",
    postal_code: "11000",
    category: "Monument",
    opening_hours: "Tous les jours, de 9 h 30 à 17 h (18 h 30 d’avril à septembre)",
    phone: "05 36 49 71 20",
    email: "carcassonne@demo.culture-patrimoine.fr",
    website: "https://www.remparts-carcassonne.fr",
    accessibility: false,
    guided_tours: true,
    audio_guide: true,
    free_entry: false,
    entry_price_cents: 1300,
    parking_available: true,
    public_transport: "Navette depuis la gare de Carcassonne",
    historical_period: "XIIe – XIIIe siècle, restauré au XIXe siècle",
    architectural_style: "Architecture militaire médiévale",
    special_features: "Trois kilomètres de remparts et cinquante-deux tours",
  },
  {
    owner: "isabelle",
    name: "Musée Unterlinden",
    description:
      "Installé dans un couvent de dominicaines du XIIIe siècle et une extension contemporaine, le musée de Colmar conserve le retable d’Issenheim.",
    address: "Place Unterlinden",
    city: "Colmar",
    postal_code: "68000",
    category: "Musée",
    opening_hours: "Du mercredi au lundi, de 9 h à 18 h",
    phone: "03 53 01 66 40",
    email: "unterlinden@demo.culture-patrimoine.fr",
    website: "https://www.musee-unterlinden.com",
    accessibility: true,
    guided_tours: true,
    audio_guide: true,
    free_entry: false,
    entry_price_cents: 1300,
    parking_available: true,
    public_transport: "Bus lignes 1, 2, 3 et 5, arrêt Théâtre",
    historical_period: "XIIIe siècle, extension de 2015",
    architectural_style: "Gothique et contemporain",
    special_features: "Retable d’Issenheim de Matthias Grünewald et Nicolas de Haguenau",
  },
];

/** People who registered without an account (user_id null). */
export const ANONYMOUS_REGISTRANTS = [
  { prenom: "Nathalie", nom: "Garnier", email: "nathalie.garnier@example.org", telephone: "06 39 98 40 12" },
  { prenom: "Pierre", nom: "Lambert", email: "pierre.lambert@example.org", telephone: "06 39 98 51 27" },
  { prenom: "Inès", nom: "Chevalier", email: "ines.chevalier@example.org", telephone: "06 39 98 63 84" },
  { prenom: "Bernard", nom: "Faure", email: "bernard.faure@example.org", telephone: "06 39 98 72 09" },
  { prenom: "Émilie", nom: "Rousseau", email: "emilie.rousseau@example.org", telephone: "06 39 98 85 36" },
  { prenom: "François", nom: "Blanc", email: "francois.blanc@example.org", telephone: "06 39 98 97 41" },
] as const;

/** The demo participant's own upcoming registrations. */
export const DEMO_PARTICIPANT_REGISTRATIONS = [
  {
    event: "traboules-nocturne",
    places: 2,
    motivation: "Nous habitons Lyon et ne connaissons pas les traboules de nuit.",
  },
  { event: "expo-renaissance-lyon", places: 1, motivation: null },
  { event: "ouverture-chambord", places: 2, motivation: "Un cadeau d’anniversaire pour ma mère." },
  { event: "horloge-astronomique", places: 1, motivation: null },
] as const;

/** Registrations per event for everyone else, cycled; the demo professionnel's events get more. */
export const REGISTRATIONS_PER_EVENT = [1, 1, 0, 2, 1, 1] as const;
export const REGISTRATIONS_PER_DEMO_PROFESSIONNEL_EVENT = 3;
export const PLACES_CYCLE = [2, 1, 3, 1, 4, 2, 1, 2, 3, 1] as const;

export const SPECIAL_REQUESTS = [
  null,
  "Une place accessible en fauteuil roulant, s’il vous plaît.",
  null,
  null,
  "Nous venons avec un enfant de 8 ans.",
  null,
  "Besoin d’une boucle magnétique pour malentendant.",
  null,
] as const;

export const MOTIVATIONS = [
  "Passionné d’histoire de l’art depuis toujours.",
  null,
  "Sortie en famille pendant les vacances.",
  null,
  "Je prépare un mémoire sur le patrimoine de la région.",
  "Découvrir un lieu près de chez moi que je ne connais pas encore.",
  null,
] as const;

/** What a venue or an event says of its access (issue 14, decision 033). */
export interface DemoAccessibility {
  families: readonly AccessibilityFamily[];
  details?: string;
}

/**
 * Accessibility of the demo venues, in the four families of the "Tourisme & Handicap" label, and
 * of the events that differ from their venue (a rooftop climb, a tour by lantern light, a tale
 * told in simple words); the other events take their venue's families, without details.
 */
export const DEMO_ACCESSIBILITY: {
  lieux: Readonly<Record<string, DemoAccessibility>>;
  events: Readonly<Record<string, DemoAccessibility>>;
} = {
  lieux: {
    "mba-lyon": {
      families: ["moteur", "visuel", "auditif", "mental"],
      details:
        "Entrée de plain-pied par le 16 rue Édouard-Herriot, ascenseurs vers tous les niveaux, fauteuils roulants prêtés à l’accueil. Boucle magnétique à l’accueil, visites en langue des signes française chaque mois, parcours tactile et livrets en gros caractères.",
    },
    fourviere: {
      families: ["moteur", "auditif"],
      details:
        "Basilique haute accessible par l’ascenseur de l’esplanade\u00a0; la crypte se rejoint par un escalier. Boucle magnétique pendant les offices.",
    },
    "saint-eustache": {
      families: ["moteur", "auditif"],
      details: "Accès de plain-pied par le portail de la rue du Jour. Boucle magnétique dans la nef.",
    },
    "palais-papes": {
      families: ["visuel", "auditif", "mental"],
      details:
        "Histopad avec audiodescription et sous-titres, maquettes tactiles, visite en langue des signes sur réservation. De nombreux escaliers\u00a0: une partie du parcours seulement est accessible en fauteuil.",
    },
    chambord: {
      families: ["moteur", "visuel", "auditif", "mental"],
      details:
        "Label Tourisme & Handicap pour les quatre familles\u00a0: ascenseur vers le premier étage, fauteuils et voiturettes électriques prêtés, maquette tactile du château, film sous-titré, documents en facile à lire et à comprendre.",
    },
    fontevraud: {
      families: ["moteur", "mental"],
      details:
        "Abbatiale, cloître et cuisines de plain-pied\u00a0; plan en facile à lire et à comprendre à l’accueil.",
    },
    amboise: {
      families: ["auditif"],
      details:
        "Le logis royal se visite par des rampes pavées et des escaliers à vis\u00a0: il n’est pas accessible en fauteuil. Visioguide sous-titré et visites en langue des signes française.",
    },
    fabre: {
      families: ["moteur", "visuel", "auditif", "mental"],
      details:
        "Label Tourisme & Handicap\u00a0: ascenseurs, audioguide avec audiodescription, boucles magnétiques, ateliers adaptés aux personnes en situation de handicap mental.",
    },
    capitole: {
      families: ["moteur", "auditif"],
      details:
        "Places pour fauteuils au parterre (sur réservation), casques d’amplification prêtés au vestiaire.",
    },
    "opera-bordeaux": {
      families: ["moteur", "visuel"],
      details:
        "Places pour fauteuils en parterre et au premier balcon. Représentations en audiodescription signalées dans le programme.",
    },
    strasbourg: {
      families: ["moteur", "visuel"],
      details:
        "Cathédrale accessible de plain-pied par le portail sud\u00a0; maquette tactile de la façade près de l’horloge. La plateforme (332 marches) ne l’est pas.",
    },
    citadelle: {
      families: ["moteur", "auditif", "mental"],
      details:
        "Navette et fauteuils prêtés à l’entrée\u00a0; chemins de ronde en pente forte. Boucles magnétiques dans les musées, visites adaptées aux groupes sur réservation.",
    },
  },
  events: {
    "traboules-nocturne": {
      families: ["auditif"],
      details:
        "Parcours à pied avec escaliers et pavés, à la lanterne\u00a0: déconseillé en fauteuil. La guide porte un micro compatible avec les boucles magnétiques portatives.",
    },
    "visite-escalier": {
      families: ["visuel", "auditif", "mental"],
      details:
        "Visite de l’escalier à double révolution par ses marches\u00a0: un film le montre au rez-de-chaussée.",
    },
    "parties-hautes-strasbourg": {
      families: [],
      details:
        "Montée de 332 marches sans ascenseur\u00a0: réservée aux personnes qui peuvent gravir un escalier.",
    },
    "conte-cathedrale": {
      families: ["moteur", "auditif", "mental"],
      details:
        "Un conte en mots simples, adapté aux enfants et aux personnes en situation de handicap mental, traduit en langue des signes.",
    },
    "visite-famille-fabre": {
      families: ["moteur", "visuel", "auditif", "mental"],
      details: "Visite-atelier en petit groupe, avec objets à toucher et consignes illustrées.",
    },
    "orgue-saint-eustache": {
      families: ["moteur", "auditif"],
      details: "Places réservées aux fauteuils au premier rang de la nef\u00a0; boucle magnétique.",
    },
  },
};
