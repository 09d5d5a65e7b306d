"""What each predicate tests, as a sentence a director reads beside the clause, in English,
Russian and Greek, keyed by predicate (`module:function`, the module without its package).

Russian follows the terms of the 1997 Russian Laws in the corpus (ход вне очереди,
вистующий, разыгрывающий, болван, фальшренонс, штрафная карта, Судья, компенсирующий
результат); Greek those of the 2017 Greek Laws 62 and 67 (ρενόνς, λεβέ, εκτελεστής,
αμυνόμενος, μορ, υπαίτιος/αναίτιος άξονας, τιμωρημένο φύλλο, οριστικοποίηση, Διαιτητής,
επανορθωτική βαθμολογία, ελαττωματική λεβέ).
"""

from __future__ import annotations

SENTENCES: dict[str, dict[str, str]] = {
    "registry:any_child": {
        "en": "Applies when a clause under it applies; calls for the Director's judgement when"
              " one of them does.",
        "ru": "Применяется, когда применяется одно из положений под ним; требует решения Судьи,"
              " когда его требует одно из них.",
        "el": "Εφαρμόζεται όταν εφαρμόζεται μία από τις διατάξεις που υπάγονται σε αυτή· απαιτεί"
              " την κρίση του Διαιτητή όταν την απαιτεί μία από αυτές.",
    },
    "law53:lead_out_of_turn_treated_as_correct": {
        "en": "Applies to every lead faced out of turn: it becomes a correct lead if accepted by"
              " a statement or by the next player playing to it; otherwise the correct hand"
              " leads.",
        "ru": "Применяется к каждому открытому ходу вне очереди: он становится правильным, если"
              " его приняли заявлением или следующий игрок сыграл на него; иначе ходит тот,"
              " чья очередь.",
        "el": "Εφαρμόζεται σε κάθε ανοικτή έξοδο εκτός σειράς: γίνεται κανονική έξοδος αν"
              " γίνει δεκτή με δήλωση ή αν ο επόμενος παίκτης παίξει σε αυτή· αλλιώς βγαίνει"
              " το σωστό χέρι.",
    },
    "law53:wrong_defender_plays_to_irregular_lead": {
        "en": "Applies when the defender on the right of the hand that led out of turn plays"
              " to that lead: the lead stands and Law 57 applies.",
        "ru": "Применяется, когда вистующий справа от руки, сделавшей ход вне очереди, играет на"
              " этот ход: ход остаётся в силе, применяется Правило 57.",
        "el": "Εφαρμόζεται όταν ο αμυνόμενος στα δεξιά του χεριού που βγήκε εκτός σειράς παίζει"
              " σε αυτή την έξοδο: η έξοδος ισχύει και εφαρμόζεται ο Νόμος 57.",
    },
    "law53:proper_lead_after_irregular_lead": {
        "en": "Applies when the player whose turn it was makes his proper lead after the lead"
              " out of turn: his lead stands, and cards played in error may be withdrawn"
              " without penalty.",
        "ru": "Применяется, когда игрок, чья была очередь, делает свой правильный ход после хода"
              " вне очереди: его ход остаётся в силе, а ошибочно сыгранные карты можно забрать"
              " без наказания.",
        "el": "Εφαρμόζεται όταν ο παίκτης που είχε σειρά βγαίνει κανονικά μετά την έξοδο εκτός"
              " σειράς: η έξοδός του ισχύει και τα φύλλα που παίχτηκαν κατά λάθος αποσύρονται"
              " χωρίς επανόρθωση.",
    },
    "law54:faced_opening_lead_out_of_turn": {
        "en": "Applies when a defender faces the opening lead out of turn.",
        "ru": "Применяется, когда вистующий открыто делает первый ход вне очереди.",
        "el": "Εφαρμόζεται όταν ένας αμυνόμενος κάνει ανοικτή την πρώτη έξοδο εκτός σειράς.",
    },
    "law54:declarer_spreads_hand": {
        "en": "Applies when declarer spreads his hand after a faced opening lead out of turn:"
              " he becomes dummy and dummy becomes declarer.",
        "ru": "Применяется, когда разыгрывающий раскрывает свою руку после открытого первого"
              " хода вне очереди: он становится болваном, а болван — разыгрывающим.",
        "el": "Εφαρμόζεται όταν ο εκτελεστής απλώνει το χέρι του μετά από ανοικτή πρώτη έξοδο"
              " εκτός σειράς: γίνεται μορ και ο μορ γίνεται εκτελεστής.",
    },
    "law54:declarer_accepts_opening_lead": {
        "en": "Applies when declarer accepts the opening lead out of turn: the second card to"
              " the trick comes from his own hand (B1) or from dummy's (B2).",
        "ru": "Применяется, когда разыгрывающий принимает первый ход вне очереди: вторая карта"
              " во взятку играется из его руки (B1) или с болвана (B2).",
        "el": "Εφαρμόζεται όταν ο εκτελεστής δέχεται την πρώτη έξοδο εκτός σειράς: το δεύτερο"
              " φύλλο της λεβέ παίζεται από το δικό του χέρι (B1) ή από τον μορ (B2).",
    },
    "law54:declarer_must_accept": {
        "en": "Applies when declarer could have seen any of dummy's cards before deciding: he"
              " must accept the opening lead out of turn.",
        "ru": "Применяется, когда разыгрывающий мог увидеть хотя бы одну карту болвана до"
              " решения: он обязан принять первый ход вне очереди.",
        "el": "Εφαρμόζεται όταν ο εκτελεστής μπορεί να είδε φύλλο του μορ πριν αποφασίσει:"
              " πρέπει να δεχτεί την πρώτη έξοδο εκτός σειράς.",
    },
    "law54:declarer_refuses_opening_lead": {
        "en": "Applies when declarer requires the defender to retract his opening lead out of"
              " turn: Law 56 applies.",
        "ru": "Применяется, когда разыгрывающий требует от вистующего забрать первый ход вне"
              " очереди: применяется Правило 56.",
        "el": "Εφαρμόζεται όταν ο εκτελεστής ζητά από τον αμυνόμενο να αποσύρει την πρώτη έξοδο"
              " εκτός σειράς: εφαρμόζεται ο Νόμος 56.",
    },
    "law55:declarer_lead_accepted": {
        "en": "Applies when declarer led out of turn, from his hand or dummy's, and a defender"
              " accepts the lead (Law 53).",
        "ru": "Применяется, когда разыгрывающий пошёл вне очереди из своей руки или с болвана,"
              " а вистующий принимает ход (Правило 53).",
        "el": "Εφαρμόζεται όταν ο εκτελεστής βγήκε εκτός σειράς, από το χέρι του ή από τον μορ,"
              " και ένας αμυνόμενος δέχεται την έξοδο (Νόμος 53).",
    },
    "law55:declarer_lead_retracted": {
        "en": "Applies when a defender makes declarer retract his lead out of turn: if it was a"
              " defender's turn, the card goes back without penalty (B1); if he led from the"
              " wrong one of his two hands, he leads from the correct one (B2).",
        "ru": "Применяется, когда вистующий требует от разыгрывающего забрать ход вне очереди:"
              " если очередь была вистующего, карта возвращается без наказания (B1); если он"
              " пошёл не из той из двух своих рук, он ходит из правильной (B2).",
        "el": "Εφαρμόζεται όταν ένας αμυνόμενος ζητά από τον εκτελεστή να αποσύρει την έξοδο"
              " εκτός σειράς: αν είχε σειρά αμυνόμενος, το φύλλο επιστρέφει χωρίς επανόρθωση"
              " (B1)· αν βγήκε από λάθος χέρι από τα δύο του, βγαίνει από το σωστό (B2).",
    },
    "law55:declarer_might_obtain_information": {
        "en": "Calls for the Director's judgement after declarer retracted a lead out of turn:"
              " may his line of play have been based on information from the infraction?",
        "ru": "Требует решения Судьи после того, как разыгрывающий забрал ход вне очереди: мог"
              " ли его план розыгрыша основываться на информации от нарушения?",
        "el": "Απαιτεί την κρίση του Διαιτητή αφού ο εκτελεστής απέσυρε έξοδο εκτός σειράς:"
              " μήπως η γραμμή εκτέλεσής του βασίστηκε σε πληροφορία από την παράβαση;",
    },
    "law56:defender_lead_retracted": {
        "en": "Applies when declarer requires a defender to retract his lead out of turn: the"
              " card becomes a major penalty card (Law 50).",
        "ru": "Применяется, когда разыгрывающий требует от вистующего забрать ход вне очереди:"
              " карта становится крупной штрафной картой (Правило 50).",
        "el": "Εφαρμόζεται όταν ο εκτελεστής ζητά από αμυνόμενο να αποσύρει έξοδο εκτός σειράς:"
              " το φύλλο γίνεται μεγάλο τιμωρημένο φύλλο (Νόμος 50).",
    },
    "law57:premature_play": {
        "en": "Applies when a defender leads to the next trick before his partner played to"
              " the current one, or plays out of turn before his partner: the card becomes a"
              " penalty card and declarer chooses a lead or play penalty.",
        "ru": "Применяется, когда вистующий ходит в следующую взятку прежде, чем партнёр сыграл"
              " в текущую, или играет вне очереди до партнёра: карта становится штрафной, и"
              " разыгрывающий выбирает наказание.",
        "el": "Εφαρμόζεται όταν ένας αμυνόμενος βγαίνει στην επόμενη λεβέ πριν παίξει ο"
              " συμπαίκτης του στην τρέχουσα ή παίζει πριν από αυτόν: το φύλλο γίνεται"
              " τιμωρημένο και ο εκτελεστής επιλέγει την επανόρθωση.",
    },
    "law57:declarer_chooses_option": {
        "en": "Applies when declarer chose this option: the offender's partner plays the"
              " highest (A1) or the lowest (A2) card of the suit led, or may not play the suit"
              " declarer names (A3).",
        "ru": "Применяется, когда разыгрывающий выбрал эту возможность: партнёр нарушителя"
              " играет старшую (A1) или младшую (A2) карту масти хода либо не может играть"
              " названную разыгрывающим масть (A3).",
        "el": "Εφαρμόζεται όταν ο εκτελεστής διάλεξε αυτή την επιλογή: ο συμπαίκτης του"
              " υπαίτιου παίζει το μεγαλύτερο (A1) ή το μικρότερο (A2) φύλλο του χρώματος της"
              " εξόδου ή δεν μπορεί να παίξει το χρώμα που ορίζει ο εκτελεστής (A3).",
    },
    "law57:partner_cannot_comply": {
        "en": "Applies when the offender's partner cannot comply with the penalty chosen: he"
              " may play any card (Law 59).",
        "ru": "Применяется, когда партнёр нарушителя не может выполнить выбранное наказание: он"
              " может сыграть любой картой (Правило 59).",
        "el": "Εφαρμόζεται όταν ο συμπαίκτης του υπαίτιου δεν μπορεί να συμμορφωθεί με την"
              " επανόρθωση: μπορεί να παίξει οποιοδήποτε φύλλο (Νόμος 59).",
    },
    "law57:declarer_played_both_hands": {
        "en": "Applies when the defender played early only after dummy had played to the"
              " trick: there is no penalty.",
        "ru": "Применяется, когда вистующий сыграл преждевременно, но уже после того, как с"
              " болвана сыграли во взятку: наказания нет.",
        "el": "Εφαρμόζεται όταν ο αμυνόμενος έπαιξε πρόωρα μόνο αφού είχε παίξει ο μορ στη"
              " λεβέ: δεν υπάρχει επανόρθωση.",
    },
    "law58:simultaneous_plays_by_two_players": {
        "en": "Applies when two players play at the same moment: the card of the player whose"
              " turn it was not is deemed played after the other.",
        "ru": "Применяется, когда два игрока играют одновременно: карта игрока не в очередь"
              " считается сыгранной после другой.",
        "el": "Εφαρμόζεται όταν δύο παίκτες παίζουν ταυτόχρονα: το φύλλο αυτού που δεν είχε"
              " σειρά θεωρείται ότι παίχτηκε μετά το άλλο.",
    },
    "law58:one_card_visible": {
        "en": "Applies when a player played several cards at once and only one was visible:"
              " that card is played, the others are picked up without penalty.",
        "ru": "Применяется, когда игрок сыграл одновременно несколько карт и видна была только"
              " одна: сыграна она, остальные забираются без наказания.",
        "el": "Εφαρμόζεται όταν ένας παίκτης έπαιξε ταυτόχρονα πολλά φύλλα και φαινόταν μόνο"
              " ένα: αυτό παίζεται, τα άλλα μαζεύονται χωρίς επανόρθωση.",
    },
    "law58:more_cards_visible": {
        "en": "Applies when more than one of the cards played at once was visible: the player"
              " chooses one; a defender's other exposed cards become penalty cards.",
        "ru": "Применяется, когда была видна более чем одна из одновременно сыгранных карт:"
              " игрок выбирает одну; прочие открытые карты вистующего становятся штрафными.",
        "el": "Εφαρμόζεται όταν φαινόταν περισσότερα από ένα από τα φύλλα που παίχτηκαν"
              " ταυτόχρονα: ο παίκτης διαλέγει ένα· τα άλλα ανοικτά φύλλα αμυνόμενου γίνονται"
              " τιμωρημένα.",
    },
    "law58:after_visible_card_withdrawn": {
        "en": "Applies when a visible card was withdrawn after an opponent played to it: the"
              " opponent may withdraw his card and substitute another without penalty.",
        "ru": "Применяется, когда видимую карту забрали после того, как противник сыграл на"
              " неё: противник может без наказания забрать свою карту и заменить её.",
        "el": "Εφαρμόζεται όταν αποσύρθηκε ορατό φύλλο αφού ο αντίπαλος έπαιξε σε αυτό: ο"
              " αντίπαλος μπορεί να αποσύρει το φύλλο του και να το αντικαταστήσει χωρίς"
              " επανόρθωση.",
    },
    "law58:error_not_discovered": {
        "en": "Applies when the simultaneous play is found only after both sides played to the"
              " next trick: Law 67 (defective trick) applies.",
        "ru": "Применяется, когда одновременная игра обнаружена лишь после того, как обе"
              " стороны сыграли в следующую взятку: применяется Правило 67 (дефектная взятка).",
        "el": "Εφαρμόζεται όταν το ταυτόχρονο παίξιμο βρέθηκε αφού και οι δύο άξονες έπαιξαν"
              " στην επόμενη λεβέ: εφαρμόζεται ο Νόμος 67 (ελαττωματική λεβέ).",
    },
    "law59:inability_to_play_as_required": {
        "en": "Applies when a player cannot comply with a lead or play penalty: he may play any"
              " legal card.",
        "ru": "Применяется, когда игрок не может выполнить наказание на ход или игру: он может"
              " сыграть любой законной картой.",
        "el": "Εφαρμόζεται όταν ένας παίκτης δεν μπορεί να συμμορφωθεί με επανόρθωση εξόδου ή"
              " παιξίματος: μπορεί να παίξει οποιοδήποτε νόμιμο φύλλο.",
    },
    "law60:right_to_penalise_forfeited": {
        "en": "Applies when a non-offender plays after his right-hand opponent led or played"
              " out of turn, before a penalty was assessed: the right to penalise is lost and"
              " the illegal play counts as made in turn.",
        "ru": "Применяется, когда игрок ненарушившей стороны играет после хода или игры вне"
              " очереди своего правого противника до наложения наказания: право наказать"
              " утрачено, а незаконная игра считается сделанной в очередь.",
        "el": "Εφαρμόζεται όταν παίκτης του αναίτιου άξονα παίζει μετά από έξοδο ή παίξιμο"
              " εκτός σειράς του δεξιού του αντιπάλου, πριν οριστεί επανόρθωση: το δικαίωμα"
              " επανόρθωσης χάνεται και το παίξιμο θεωρείται ότι έγινε στη σειρά του.",
    },
    "law60:other_penalty_obligations_remain": {
        "en": "Applies when the offending side already owed a penalty card or a lead or play"
              " penalty: that obligation remains.",
        "ru": "Применяется, когда нарушившая сторона уже была обязана сыграть штрафной картой"
              " или выполнить наказание на ход или игру: это обязательство остаётся.",
        "el": "Εφαρμόζεται όταν ο υπαίτιος άξονας όφειλε ήδη τιμωρημένο φύλλο ή επανόρθωση"
              " εξόδου ή παιξίματος: η υποχρέωση παραμένει.",
    },
    "law60:defender_plays_before_required_lead": {
        "en": "Applies when a defender plays after declarer was made to retract a lead out of"
              " turn but before declarer led from the correct hand: the card becomes a"
              " penalty card.",
        "ru": "Применяется, когда вистующий играет после того, как разыгрывающий забрал ход вне"
              " очереди, но до его хода из правильной руки: карта становится штрафной.",
        "el": "Εφαρμόζεται όταν αμυνόμενος παίζει αφού ο εκτελεστής απέσυρε έξοδο εκτός σειράς"
              " αλλά πριν βγει από το σωστό χέρι: το φύλλο γίνεται τιμωρημένο.",
    },
    "law60:play_by_offending_side": {
        "en": "Applies when the offending side plays before the penalty is assessed: the"
              " opponents keep their rights, and the play may itself be penalised.",
        "ru": "Применяется, когда нарушившая сторона играет до наложения наказания: противники"
              " сохраняют свои права, а сама игра может быть наказана.",
        "el": "Εφαρμόζεται όταν ο υπαίτιος άξονας παίζει πριν οριστεί η επανόρθωση: οι"
              " αντίπαλοι διατηρούν τα δικαιώματά τους και το παίξιμο μπορεί να επανορθωθεί.",
    },
    "law61:revoke_defined": {
        "en": "Applies to each failure to follow suit while holding a card of the suit led,"
              " and to each failure to play a card required by law or by a penalty.",
        "ru": "Применяется к каждому невыполнению игры в масть при наличии карты масти хода и к"
              " каждому случаю, когда не сыграна карта, требуемая правилом или наказанием.",
        "el": "Εφαρμόζεται σε κάθε περίπτωση που ο παίκτης δεν ακολουθεί χρώμα ενώ έχει φύλλο"
              " του χρώματος της εξόδου, και όταν δεν παίζει φύλλο που απαιτεί ο Νόμος ή μια"
              " επανόρθωση.",
    },
    "law61:inquiry_about_revoke": {
        "en": "Applies when a player asks another whether he has a card of the suit led; calls"
              " for judgement when dummy asks after forfeiting his rights.",
        "ru": "Применяется, когда игрок спрашивает другого, нет ли у него карты масти хода;"
              " требует решения Судьи, когда спрашивает болван, утративший свои права.",
        "el": "Εφαρμόζεται όταν ένας παίκτης ρωτά άλλον αν έχει φύλλο του χρώματος της εξόδου·"
              " απαιτεί κρίση όταν ρωτά ο μορ που έχει χάσει τα δικαιώματά του.",
    },
    "law62:revoke_to_be_corrected": {
        "en": "Applies when attention is drawn to a revoke before it is established: the"
              " offender must correct it, withdrawing the card he played and following suit.",
        "ru": "Применяется, когда на фальшренонс обратили внимание до его установления:"
              " нарушитель должен исправить его, забрав сыгранную карту и сыграв в масть.",
        "el": "Εφαρμόζεται όταν επισύρεται η προσοχή σε ρενόνς πριν την οριστικοποίησή της: ο"
              " υπαίτιος πρέπει να τη διορθώσει, αποσύροντας το φύλλο του και ακολουθώντας"
              " χρώμα.",
    },
    "law62:defender_card_penalised": {
        "en": "Applies when the card withdrawn came from a defender's unfaced hand: it becomes a"
              " penalty card (2017: a major penalty card).",
        "ru": "Применяется, когда забранная карта была из закрытой руки вистующего: она"
              " становится штрафной картой (2017: крупной штрафной картой).",
        "el": "Εφαρμόζεται όταν το φύλλο που αποσύρθηκε ήταν από κλειστό χέρι αμυνόμενου:"
              " γίνεται τιμωρημένο φύλλο (2017: μεγάλο τιμωρημένο φύλλο).",
    },
    "law62:replaced_without_penalty": {
        "en": "Applies when the card withdrawn was declarer's, dummy's or a defender's faced"
              " card: it is replaced without penalty.",
        "ru": "Применяется, когда забранная карта принадлежала разыгрывающему, болвану или была"
              " открытой картой вистующего: её заменяют без наказания.",
        "el": "Εφαρμόζεται όταν το φύλλο που αποσύρθηκε ήταν του εκτελεστή, του μορ ή ανοικτό"
              " φύλλο αμυνόμενου: αντικαθίσταται χωρίς επανόρθωση.",
    },
    "law62:non_offender_withdraws": {
        "en": "Applies when a non-offender withdraws a card he played after the revoke, before"
              " attention was drawn to it: without penalty.",
        "ru": "Применяется, когда игрок ненарушившей стороны забирает карту, сыгранную после"
              " фальшренонса до того, как на него обратили внимание: без наказания.",
        "el": "Εφαρμόζεται όταν παίκτης του αναίτιου άξονα αποσύρει φύλλο που έπαιξε μετά τη"
              " ρενόνς, πριν επιστηθεί η προσοχή σε αυτήν: χωρίς επανόρθωση.",
    },
    "law62:offender_partner_withdraws": {
        "en": "Applies when, after a non-offender withdrew his card, the offending side's next"
              " hand withdraws its card: a penalty card if that player is a defender.",
        "ru": "Применяется, когда после игрока ненарушившей стороны свою карту забирает"
              " следующий игрок нарушившей стороны: она штрафная, если это вистующий.",
        "el": "Εφαρμόζεται όταν, αφού παίκτης του αναίτιου άξονα απέσυρε το φύλλο του, ο"
              " επόμενος παίκτης του υπαίτιου άξονα αποσύρει το δικό του: γίνεται τιμωρημένο"
              " αν είναι αμυνόμενος.",
    },
    "law62:twelfth_trick_corrected": {
        "en": "Applies to a revoke on the twelfth trick found before all four hands are"
              " returned to the board: established or not, it is corrected.",
        "ru": "Применяется к фальшренонсу в двенадцатой взятке, обнаруженному до того, как все"
              " четыре руки вложены в коробку: установлен он или нет, его исправляют.",
        "el": "Εφαρμόζεται σε ρενόνς στη δωδέκατη λεβέ που βρέθηκε πριν επιστραφούν και τα"
              " τέσσερα χέρια στη θήκη: οριστικοποιημένη ή όχι, διορθώνεται.",
    },
    "law62:twelfth_trick_partner": {
        "en": "Applies when a defender revoked on the twelfth trick before his partner played"
              " to it: the partner may not choose a play the revoke card could suggest.",
        "ru": "Применяется, когда вистующий сделал фальшренонс в двенадцатой взятке до того,"
              " как сыграл его партнёр: партнёр не может выбрать игру, которую мог подсказать"
              " фальшренонс.",
        "el": "Εφαρμόζεται όταν αμυνόμενος έκανε ρενόνς στη δωδέκατη λεβέ πριν παίξει ο"
              " συμπαίκτης του: ο συμπαίκτης δεν μπορεί να επιλέξει παίξιμο που θα υποδείκνυε"
              " το φύλλο της ρενόνς.",
    },
    "law62:both_sides_revoked_same_trick": {
        "en": "Applies when both sides revoked on the same trick and only one side had played"
              " to the next: both revokes are corrected; the defenders' withdrawn cards become"
              " penalty cards.",
        "ru": "Применяется, когда обе стороны сделали фальшренонс в одной взятке и только одна"
              " сыграла в следующую: оба исправляются; забранные карты вистующих становятся"
              " штрафными.",
        "el": "Εφαρμόζεται όταν και οι δύο άξονες έκαναν ρενόνς στην ίδια λεβέ και μόνο ο ένας"
              " έπαιξε στην επόμενη: διορθώνονται και οι δύο· τα φύλλα που απέσυραν οι"
              " αμυνόμενοι γίνονται τιμωρημένα.",
    },
    "law63:established_by_play": {
        "en": "Applies when the offender or his partner leads or plays to the trick after the"
              " revoke: the revoke is established.",
        "ru": "Применяется, когда нарушитель или его партнёр ходит или играет в следующую"
              " взятку: фальшренонс установлен.",
        "el": "Εφαρμόζεται όταν ο υπαίτιος ή ο συμπαίκτης του βγαίνει ή παίζει στην επόμενη"
              " λεβέ: η ρενόνς οριστικοποιείται.",
    },
    "law63:established_by_designation": {
        "en": "Applies when the offender or his partner names a card to be played to the next"
              " trick: the revoke is established.",
        "ru": "Применяется, когда нарушитель или его партнёр называет карту для следующей"
              " взятки: фальшренонс установлен.",
        "el": "Εφαρμόζεται όταν ο υπαίτιος ή ο συμπαίκτης του ονομάζει φύλλο για την επόμενη"
              " λεβέ: η ρενόνς οριστικοποιείται.",
    },
    "law63:established_by_claim": {
        "en": "Applies when a member of the offending side makes or agrees to a claim or"
              " concession: the revoke is established.",
        "ru": "Применяется, когда игрок нарушившей стороны делает заявление или уступку либо"
              " соглашается с ними: фальшренонс установлен.",
        "el": "Εφαρμόζεται όταν μέλος του υπαίτιου άξονα κάνει ή αποδέχεται διεκδίκηση ή"
              " παραχώρηση: η ρενόνς οριστικοποιείται.",
    },
    "law63:attention_illegally_drawn": {
        "en": "Applies when a defender asked his partner about a revoke: the revoker"
              " substitutes a legal card and Law 64 applies as if the revoke were established.",
        "ru": "Применяется, когда вистующий спросил партнёра о фальшренонсе: нарушитель"
              " заменяет карту законной, а Правило 64 применяется так, будто фальшренонс"
              " установлен.",
        "el": "Εφαρμόζεται όταν αμυνόμενος ρώτησε τον συμπαίκτη του για ρενόνς: ο υπαίτιος"
              " αντικαθιστά το φύλλο με νόμιμο και ο Νόμος 64 εφαρμόζεται σαν να είχε"
              " οριστικοποιηθεί η ρενόνς.",
    },
    "law63:established_revoke_stands": {
        "en": "Applies to each established revoke: it may no longer be corrected and its trick"
              " stands as played, except on the twelfth trick.",
        "ru": "Применяется к каждому установленному фальшренонсу: его больше нельзя исправить,"
              " и взятка остаётся, как сыграна, кроме двенадцатой взятки.",
        "el": "Εφαρμόζεται σε κάθε οριστικοποιημένη ρενόνς: δεν διορθώνεται πια και η λεβέ της"
              " μένει όπως παίχτηκε, εκτός από τη δωδέκατη λεβέ.",
    },
    "law64:offender_won_revoke_trick": {
        "en": "Applies when the offending player won the revoke trick: that trick and one later"
              " trick won by the offending side go to the non-offending side.",
        "ru": "Применяется, когда нарушивший игрок выиграл взятку с фальшренонсом: эта взятка и"
              " одна последующая взятка нарушившей стороны передаются ненарушившей стороне.",
        "el": "Εφαρμόζεται όταν ο υπαίτιος παίκτης κέρδισε τη λεβέ της ρενόνς: αυτή η λεβέ και"
              " μία επόμενη λεβέ του υπαίτιου άξονα μεταφέρονται στον αναίτιο άξονα.",
    },
    "law64:offender_did_not_win_revoke_trick": {
        "en": "Applies when the offending player did not win the revoke trick and his side won"
              " that or a later trick: one trick goes to the non-offending side.",
        "ru": "Применяется, когда нарушивший игрок не выиграл взятку с фальшренонсом, а его"
              " сторона выиграла её или последующую: одна взятка передаётся ненарушившей"
              " стороне.",
        "el": "Εφαρμόζεται όταν ο υπαίτιος παίκτης δεν κέρδισε τη λεβέ της ρενόνς και ο άξονάς"
              " του κέρδισε αυτή ή επόμενη λεβέ: μία λεβέ μεταφέρεται στον αναίτιο άξονα.",
    },
    "law64:no_adjustment": {
        "en": "Applies when an established revoke is exempt from the trick adjustment: the"
              " offending side won no trick from the revoke trick on, attention came too late,"
              " or it was on the twelfth trick.",
        "ru": "Применяется, когда установленный фальшренонс не ведёт к передаче взяток:"
              " нарушившая сторона не взяла ни одной взятки начиная с взятки фальшренонса,"
              " внимание обращено слишком поздно или это двенадцатая взятка.",
        "el": "Εφαρμόζεται όταν οριστικοποιημένη ρενόνς εξαιρείται από τη μεταφορά λεβέ: ο"
              " υπαίτιος άξονας δεν κέρδισε λεβέ από τη λεβέ της ρενόνς και μετά, η προσοχή"
              " επιστήθηκε πολύ αργά ή ήταν στη δωδέκατη λεβέ.",
    },
    "law64:repeated_revoke": {
        "en": "Applies to a later revoke in the same suit by the same player: there is no"
              " trick adjustment for it.",
        "ru": "Применяется к последующему фальшренонсу того же игрока в той же масти: взятки"
              " за него не передаются.",
        "el": "Εφαρμόζεται σε επόμενη ρενόνς του ίδιου παίκτη στο ίδιο χρώμα: δεν μεταφέρονται"
              " λεβέ γι' αυτήν.",
    },
    "law64:faced_card_revoke": {
        "en": "Applies to a revoke made by failing to play a faced card or a card of dummy's:"
              " there is no trick adjustment.",
        "ru": "Применяется к фальшренонсу, когда не сыграна открытая карта или карта болвана:"
              " взятки не передаются.",
        "el": "Εφαρμόζεται σε ρενόνς από μη παίξιμο ανοικτού φύλλου ή φύλλου του μορ: δεν"
              " μεταφέρονται λεβέ.",
    },
    "law64:director_responsible_for_equity": {
        "en": "Calls for the Director's judgement after any established revoke: is the"
              " non-offending side insufficiently compensated? If so, he adjusts the score.",
        "ru": "Требует решения Судьи после любого установленного фальшренонса: достаточно ли"
              " компенсирована ненарушившая сторона? Если нет, он назначает компенсирующий"
              " результат.",
        "el": "Απαιτεί την κρίση του Διαιτητή μετά από κάθε οριστικοποιημένη ρενόνς: έχει"
              " αποζημιωθεί επαρκώς ο αναίτιος άξονας; Αν όχι, δίνει επανορθωτική βαθμολογία.",
    },
    "law64:both_sides_revoked": {
        "en": "Applies when both sides revoked on the board (2017: and both revokes were"
              " established): there is no trick adjustment.",
        "ru": "Применяется, когда на сдаче фальшренонс сделали обе стороны (2017: и оба"
              " установлены): взятки не передаются.",
        "el": "Εφαρμόζεται όταν και οι δύο άξονες έκαναν ρενόνς στη διανομή (2017: και"
              " οριστικοποιήθηκαν και οι δύο): δεν μεταφέρονται λεβέ.",
    },
    "law64:corrected_under_62c3": {
        "en": "Applies to revokes corrected because both sides revoked on one trick (Law"
              " 62C3): there is no trick adjustment.",
        "ru": "Применяется к фальшренонсам, исправленным потому, что обе стороны сделали"
              " фальшренонс в одной взятке (Правило 62C3): взятки не передаются.",
        "el": "Εφαρμόζεται σε ρενόνς που διορθώθηκαν επειδή και οι δύο άξονες έκαναν ρενόνς"
              " στην ίδια λεβέ (Νόμος 62C3): δεν μεταφέρονται λεβέ.",
    },
    "law64:redress_of_damage": {
        "en": "Calls for the Director's judgement after any established revoke: is the"
              " non-offending side insufficiently compensated by the trick adjustment? If so,"
              " he assigns an adjusted score.",
        "ru": "Требует решения Судьи после любого установленного фальшренонса: достаточно ли"
              " передача взяток компенсирует ненарушившую сторону? Если нет, он назначает"
              " компенсирующий результат.",
        "el": "Απαιτεί την κρίση του Διαιτητή μετά από κάθε οριστικοποιημένη ρενόνς: αποζημιώνει"
              " επαρκώς τον αναίτιο άξονα η μεταφορά λεβέ; Αν όχι, δίνει επανορθωτική"
              " βαθμολογία.",
    },
    "law64:repeated_revokes_redress": {
        "en": "Calls for the Director's judgement after repeated revokes by one player in one"
              " suit: would the non-offending side likely have made more tricks without the"
              " later revokes?",
        "ru": "Требует решения Судьи после повторных фальшренонсов одного игрока в одной масти:"
              " взяла бы ненарушившая сторона вероятно больше взяток без последующих"
              " фальшренонсов?",
        "el": "Απαιτεί την κρίση του Διαιτητή μετά από επαναλαμβανόμενες ρενόνς του ίδιου"
              " παίκτη στο ίδιο χρώμα: θα έπαιρνε πιθανώς ο αναίτιος άξονας περισσότερες λεβέ"
              " χωρίς τις επόμενες ρενόνς;",
    },
    "law64:both_sides_redress": {
        "en": "Calls for the Director's judgement when both sides revoked on the board: was a"
              " contestant damaged? If so, he scores the likely result had no revoke occurred.",
        "ru": "Требует решения Судьи, когда обе стороны сделали фальшренонс на сдаче: понёс ли"
              " кто-то ущерб? Если да, он назначает вероятный результат без фальшренонсов.",
        "el": "Απαιτεί την κρίση του Διαιτητή όταν και οι δύο άξονες έκαναν ρενόνς στη διανομή:"
              " ζημιώθηκε κάποιος; Αν ναι, δίνει το πιθανό αποτέλεσμα χωρίς τις ρενόνς.",
    },
    "law67:omission_rectified": {
        "en": "Applies when a player omitted to play to a trick and it is noticed before a"
              " player of each side played to the next: he supplies a card he can legally"
              " play.",
        "ru": "Применяется, когда игрок не сыграл во взятку и это замечено до того, как игрок"
              " каждой стороны сыграл в следующую: он добавляет карту, которой может законно"
              " сыграть.",
        "el": "Εφαρμόζεται όταν ένας παίκτης παρέλειψε να παίξει σε λεβέ και αυτό βρέθηκε πριν"
              " παίξει παίκτης κάθε άξονα στην επόμενη: δίνει ένα φύλλο που μπορεί να παίξει"
              " νόμιμα.",
    },
    "law67:too_many_cards_rectified": {
        "en": "Applies when a player played too many cards to a trick and it is noticed in"
              " time: Law 45E or Law 58B applies.",
        "ru": "Применяется, когда игрок сыграл во взятку слишком много карт и это замечено"
              " вовремя: применяется Правило 45E или Правило 58B.",
        "el": "Εφαρμόζεται όταν ένας παίκτης έπαιξε πολλά φύλλα σε λεβέ και αυτό βρέθηκε"
              " εγκαίρως: εφαρμόζεται ο Νόμος 45Ε ή ο Νόμος 58Β.",
    },
    "law67:omission_found_late": {
        "en": "Applies when the omission is found after both sides played to the next trick:"
              " the offender places a card among his played cards and is deemed to have"
              " revoked (one trick transferred under Law 64A2).",
        "ru": "Применяется, когда пропуск обнаружен после того, как обе стороны сыграли в"
              " следующую взятку: нарушитель кладёт карту к своим сыгранным и считается"
              " сделавшим фальшренонс (одна взятка передаётся по Правилу 64A2).",
        "el": "Εφαρμόζεται όταν η παράλειψη βρέθηκε αφού και οι δύο άξονες έπαιξαν στην"
              " επόμενη λεβέ: ο υπαίτιος τοποθετεί φύλλο ανάμεσα στα παιγμένα του και θεωρείται"
              " ότι έκανε ρενόνς (μία λεβέ μεταφέρεται σύμφωνα με τον Νόμο 64A2).",
    },
    "law67:card_placed_for_omission": {
        "en": "Applies when the offender (a) holds a card of the suit led to the defective"
              " trick and must place one, or (b) holds none and places any card; either way he"
              " is deemed to have revoked.",
        "ru": "Применяется, когда у нарушителя (a) есть карта масти хода дефектной взятки и он"
              " должен положить её или (b) её нет, и он кладёт любую; в обоих случаях он"
              " считается сделавшим фальшренонс.",
        "el": "Εφαρμόζεται όταν ο υπαίτιος (α) έχει φύλλο του χρώματος της ελαττωματικής λεβέ"
              " και πρέπει να τοποθετήσει ένα, ή (β) δεν έχει και τοποθετεί οποιοδήποτε· και"
              " στις δύο περιπτώσεις θεωρείται ότι έκανε ρενόνς.",
    },
    "law67:extra_cards_restored": {
        "en": "Applies when the offender played more than one card to the defective trick and"
              " it is found late: the extra cards go back to his hand; the trick keeps its"
              " owner.",
        "ru": "Применяется, когда нарушитель сыграл в дефектную взятку больше одной карты и это"
              " обнаружено поздно: лишние карты возвращаются в его руку; взятка остаётся за"
              " тем, кто её взял.",
        "el": "Εφαρμόζεται όταν ο υπαίτιος έπαιξε περισσότερα από ένα φύλλα στην ελαττωματική"
              " λεβέ και αυτό βρέθηκε αργά: τα πρόσθετα φύλλα επιστρέφουν στο χέρι του· η"
              " κατοχή της λεβέ δεν αλλάζει.",
    },
    "law67:restored_card_revoke": {
        "en": "Applies when a restored card was, in law, in the offender's hand on a later"
              " trick whose suit he did not follow: that failure is a revoke.",
        "ru": "Применяется, когда возвращённая карта по закону была в руке нарушителя во время"
              " последующей взятки, в масть которой он не сыграл: это фальшренонс.",
        "el": "Εφαρμόζεται όταν το φύλλο που επαναφέρθηκε ανήκε, κατά τον Νόμο, στο χέρι του"
              " υπαίτιου σε επόμενη λεβέ στην οποία δεν ακολούθησε χρώμα: αυτό είναι ρενόνς.",
    },
    "law67:card_not_among_quitted_tricks": {
        "en": "Applies when a card played was not placed among the quitted tricks: the"
              " Director puts it back, and awards an adjusted score if it was played again too"
              " late to correct.",
        "ru": "Применяется, когда сыгранная карта не была положена к сыгранным взяткам: Судья"
              " возвращает её на место и назначает компенсирующий результат, если её сыграли"
              " снова и исправлять уже поздно.",
        "el": "Εφαρμόζεται όταν φύλλο που παίχτηκε δεν τοποθετήθηκε στις προηγούμενες λεβέ: ο"
              " Διαιτητής το τοποθετεί σωστά και δίνει επανορθωτική βαθμολογία αν το ίδιο φύλλο"
              " παίχτηκε ξανά πολύ αργά για διόρθωση.",
    },
}

# The interface words of the predicate panel and its worked board (the site's ui.py
# belongs to the site; these belong to the laws part and reach the template with the panel).
PANEL_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "summary": "When it applies", "example": "Worked example", "board": "Board",
        "dealer": "Dealer", "vulnerable": "Vulnerable", "contract": "Contract",
        "declarer": "declarer", "play": "The play", "trick": "Trick", "lead": "lead",
        "won": "won by", "ruling": "The ruling", "none": "No board among the worked examples"
        " brings this clause into play.", "hands": "The deal", "revoke": "revoke",
        "equity": "Equity aid",
    },
    "ru": {
        "summary": "Когда применяется", "example": "Разобранный пример", "board": "Сдача",
        "dealer": "Сдающий", "vulnerable": "Зона", "contract": "Контракт",
        "declarer": "разыгрывающий", "play": "Розыгрыш", "trick": "Взятка", "lead": "ход",
        "won": "взял", "ruling": "Решение", "none": "Ни одна из разобранных сдач не вводит"
        " это положение в действие.", "hands": "Расклад", "revoke": "фальшренонс",
        "equity": "В помощь Судье",
    },
    "el": {
        "summary": "Πότε εφαρμόζεται", "example": "Παράδειγμα", "board": "Διανομή",
        "dealer": "Μοιράζει", "vulnerable": "Τρωτότητα", "contract": "Συμβόλαιο",
        "declarer": "εκτελεστής", "play": "Η εκτέλεση", "trick": "Λεβέ", "lead": "έξοδος",
        "won": "την πήρε", "ruling": "Η απόφαση", "none": "Καμία από τις διανομές των"
        " παραδειγμάτων δεν φέρνει σε εφαρμογή αυτή τη διάταξη.", "hands": "Τα χέρια",
        "revoke": "ρενόνς", "equity": "Βοήθημα για τον Διαιτητή",
    },
}


def predicate_key(name: str) -> str:
    """`bridgelaws.laws.law64:no_adjustment` (registry.predicate_name) -> `law64:no_adjustment`."""
    module, function = name.split(":")
    return f"{module.rsplit('.', 1)[-1]}:{function}"


def sentence(key: str, lang: str) -> tuple[str, str] | None:
    """The predicate's sentence in `lang`, else in English: (sentence, its language)."""
    said = SENTENCES.get(key)
    if said is None:
        return None
    return (said[lang], lang) if lang in said else (said["en"], "en")


def panel_words(lang: str) -> dict[str, str]:
    return PANEL_WORDS["en"] | PANEL_WORDS.get(lang, {})
