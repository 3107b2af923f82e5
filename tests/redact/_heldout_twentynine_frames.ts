/**
 * The frames corpus twenty-nine writes its cases in: a mail in the language of the place (German,
 * French, Spanish, Dutch, Swedish, Norwegian, Danish, Finnish, English), a help desk ticket, a
 * wiki page, a Claude Code user or assistant record, a Codex command's output, the text as it is.
 * Their names, times and ids are drawn from the corpus's stream like everything else.
 */
import { DIGITS, draw, login, num, person, pick, uuid, when } from "./_heldout_twentynine_make.ts";

/** A frame: writes a case's lines into the text around it (a mail, a ticket, a record …). */
export interface Frame {
  label: string;
  wrap: (lines: string[]) => string;
}

/** A Claude Code user record holding `text`, as a session file has it (one JSONL line). */
export function claudeUser(text: string): string {
  return JSON.stringify({
    parentUuid: uuid(),
    isSidechain: false,
    type: "user",
    message: { role: "user", content: [{ type: "text", text }] },
    uuid: uuid(),
    timestamp: when(),
  });
}

/** A Claude Code assistant record answering with `text`. */
export function claudeAnswer(text: string): string {
  return JSON.stringify({
    parentUuid: uuid(),
    type: "assistant",
    message: {
      id: "msg_01" + draw(22),
      role: "assistant",
      model: "claude-sonnet-4-5",
      content: [{ type: "text", text }],
    },
    uuid: uuid(),
    timestamp: when(),
  });
}

/** A Codex exec_command_end event whose output is `text`. */
export function codexOutput(command: string, text: string): string {
  return JSON.stringify({
    timestamp: when(),
    type: "event_msg",
    payload: {
      type: "exec_command_end",
      call_id: "call_" + draw(24),
      command: ["bash", "-lc", command],
      exit_code: 0,
      aggregated_output: text,
    },
  });
}

/**
 * A mail's head and foot in a language, as a forwarded mail prints: subject, greeting, a line that
 * hands over access details or only points below, the lines, sign-off. Its words are: greeting,
 * handing-over line, sign-off, subject, the plain line, the plain subject.
 */
export function mail(lang: "en" | "de" | "fr" | "es" | "nl" | "sv" | "no" | "da" | "fi"): Frame {
  const words = {
    en: [
      "Hi all,",
      "Here is what you need for the setup:",
      "Best regards,",
      "Subject: access details",
      "See the details below.",
      "Subject: Re: setup",
    ],
    de: [
      "Hallo zusammen,",
      "anbei die Zugangsdaten für die Einrichtung:",
      "Viele Grüße",
      "Betreff: Zugangsdaten",
      "Details siehe unten.",
      "Betreff: AW: Einrichtung",
    ],
    fr: [
      "Bonjour à tous,",
      "voici les informations d'accès pour la configuration :",
      "Cordialement,",
      "Objet : accès",
      "voir le détail ci-dessous.",
      "Objet : RE: configuration",
    ],
    es: [
      "Hola a todos,",
      "os paso los datos de acceso para la configuración:",
      "Un saludo,",
      "Asunto: credenciales",
      "os dejo el detalle abajo.",
      "Asunto: RE: configuración",
    ],
    nl: [
      "Hoi allemaal,",
      "hierbij de toegangsgegevens voor de inrichting:",
      "Met vriendelijke groet,",
      "Onderwerp: toegang",
      "zie hieronder.",
      "Onderwerp: RE: inrichting",
    ],
    sv: [
      "Hej alla,",
      "här är uppgifterna för inloggningen:",
      "Med vänliga hälsningar,",
      "Ämne: inloggning",
      "se nedan.",
      "Ämne: SV: installationen",
    ],
    no: [
      "Hei alle sammen,",
      "her er tilgangsopplysningene til oppsettet:",
      "Med vennlig hilsen",
      "Emne: tilgang",
      "se nedenfor.",
      "Emne: SV: oppsettet",
    ],
    da: [
      "Hej alle,",
      "her er adgangsoplysningerne til opsætningen:",
      "Venlig hilsen",
      "Emne: adgang",
      "se nedenfor.",
      "Emne: SV: opsætningen",
    ],
    fi: [
      "Hei kaikki,",
      "tässä kirjautumistiedot asennusta varten:",
      "Ystävällisin terveisin,",
      "Aihe: tunnukset",
      "katso alta.",
      "Aihe: VS: asennus",
    ],
  }[lang];
  return {
    label: `mail (${lang})`,
    wrap: (lines) => {
      const who = person();
      // Half the mails hand over access details, half only answer with the lines below.
      const plain = pick([false, true]);
      return [
        `From: ${who} <${login()}@${
          pick([
            "uni-example.de",
            "hopital.example.fr",
            "example.gov",
            "umc.example.nl",
            "region.example.se",
          ])
        }>`,
        `Date: ${when()}`,
        words[plain ? 5 : 3]!,
        "",
        words[0]!,
        "",
        words[plain ? 4 : 1]!,
        "",
        ...lines,
        "",
        words[2]!,
        who,
      ].join("\n");
    },
  };
}

/** A ticket in a help desk (ServiceNow, Jira, OTRS, TOPdesk), its fields and a comment. */
export const ticket: Frame = {
  label: "ticket",
  wrap: (lines) =>
    [
      `${pick(["INC", "RITM", "HPC", "RIT", "SD"])}${draw(7, DIGITS)} · ${
        pick(["Open", "In progress", "Awaiting user"])
      }`,
      `Reporter: ${person()}   Assignee: ${person()}   Priority: P${num(2, 4)}`,
      `Updated: ${when()}`,
      "",
      "Comment:",
      ...lines,
    ].join("\n"),
};

/** A wiki page (Confluence or a GitLab wiki) in Markdown. */
export const wiki: Frame = {
  label: "wiki page",
  wrap: (lines) =>
    [
      `# ${
        pick([
          "Onboarding",
          "Runbook",
          "Einrichtung",
          "Mise en service",
          "Puesta en marcha",
          "Handleiding",
        ])
      }: ${pick(["cluster", "integration", "data pipeline", "portal"])}`,
      "",
      `_Last edited by ${person()} on ${when().slice(0, 10)}_`,
      "",
      "## Steps",
      "",
      ...lines,
      "",
      "See also the team's other pages.",
    ].join("\n"),
};

/** The lines in a Claude Code user record: someone pasting them and asking. */
export const pasted: Frame = {
  label: "pasted to Claude Code",
  wrap: (lines) =>
    claudeUser(
      pick([
        "can you see why this fails?",
        "please turn this into a script",
        "what is wrong here",
      ]) +
        "\n\n" + lines.join("\n"),
    ),
};

/** The lines in an assistant's answer, in a fence. */
export const answered: Frame = {
  label: "assistant's answer",
  wrap: (lines) =>
    claudeAnswer(
      `Here is the corrected version:\n\n\`\`\`\n${
        lines.join("\n")
      }\n\`\`\`\n\nRun it again and tell me what it prints.`,
    ),
};

/** The lines as a Codex command printed them. */
export const printed: Frame = {
  label: "Codex output",
  wrap: (lines) =>
    codexOutput(
      pick(["cat config.txt", "tail -n 40 run.log", "sed -n 1,60p notes.md"]),
      lines.join("\n"),
    ),
};

/** The lines as they are, a file or a terminal's scrollback. */
export const bare: Frame = { label: "as written", wrap: (lines) => lines.join("\n") };

/** The frames most families spread their cases over. */
export const COMMON_FRAMES: readonly Frame[] = [bare, pasted, ticket, answered, wiki, printed];

/** Mails in the languages of the places. */
export const MAILS: readonly Frame[] =
  (["de", "fr", "es", "nl", "sv", "no", "da", "fi", "en"] as const).map(mail);
