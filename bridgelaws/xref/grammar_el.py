"""Greek: Νόμος in every case, `Ν.`, άρθρο; Greek letters count in Greek order (Γ = C, ΣΤ = F)."""

from __future__ import annotations

from bridgelaws.xref.grammar import Words

# The N may be typed as the Latin letter it looks like (`Nόμος`).
_NOMOS = r"[ΝνNn][όοΌΟ][μΜ]"
# Greek numbering letters: the sixth is ΣΤ (stigma), so Ζ is the seventh (G), not Z.
SECTIONS = "Α Β Γ Δ Ε ΣΤ Ζ Η Θ Ι Κ Λ".split()
ITEMS = "α β γ δ ε στ ζ η θ ι κ λ".split()
LATIN = "ABCDEFGHIJKL"
_ARTICLE = r"τ(?:ην|ης|ον|ου|ους|ο|η|α|ις|ων)[ \t]+"
# What names a part of a law: παράγραφος, υποπαράγραφος, ενότητα, εδάφιο, σημείο, any case.
# The accent moves in some forms: `παράγραφος`, `παραγράφου`; `ενότητα`, `ενοτήτων`.
_PART = (r"(?:(?:(?:[Υυ]πο)?[Ππ]αρ[άα]γρ[άα]φ|[Εε]ν[όο]τ[ήη]τ|[Εε]δάφι|[Εε]δαφί|[Σσ]ημεί)"
         r"[α-ωά-ώ]{1,3}|[Ττ]μήμα(?:τος|τα|των)?|[Ττ]μημάτων|[Ππ]αρ\.)")  # τμήμα, a section

WORDS = Words(
    lang="el",
    law_word=(
        _NOMOS + r"(?:ους|ου|ος|οι|ων|ον|ο|ΟΥΣ|ΟΥ|ΟΣ|ΟΙ|ΩΝ|ΟΝ|Ο)"
        r"|[Άά]ρθρ(?:ων|ου|ο|α)|ΑΡΘΡ(?:ΩΝ|ΟΥ|Ο|Α)|Ν\."
        r"|[Ll]aws?|LAWS?"  # an English reference in a Greek text: `τον Law 16B`
        r"|[Nn]om(?:ous|os|ou|oi|wn|o)"  # Greeklish, as posts type it: `nomos 16B`
    ),
    # `Ν.` abbreviates the plural too (`Ν. 16 και 73`), as `ст.` does in Russian.
    plural_word=(_NOMOS + r"(?:ους|οι|ων|ΟΥΣ|ΟΙ|ΩΝ)|[Άά]ρθρ(?:ων|α)|ΑΡΘΡ(?:ΩΝ|Α)|Ν\."
                 r"|[Ll]aws|LAWS"),
    self_word=r"[Νν]όμ(?:ος|ου|ον|ο)",
    # `αυτού του Νόμου`, `τον παρόντα Νόμο`, `ο παρών Νόμος`
    self_before=(
        r"(?:αυτ[α-ωά-ώ]{1,3}[ \t]+(?:τ(?:ον|ου|ο)[ \t]+)?"
        r"|(?:(?:τ(?:ον|ου|ο)|ο)[ \t]+)?παρ(?:όντ(?:α|ος)|ών)[ \t]+)"
    ),
    direction=r"(?:παραπάνω|ανωτέρω|πιο[ \t]+πάνω|παρακάτω|κατωτέρω)(?![^\W_])",
    # `βλέπε Β2 παραπάνω`, `στην παράγραφο Γ παραπάνω`, `το εδάφιο Β2`, `όπως στο Α1`
    relative_before=(
        r"(?:(?:\bβλέπε|\bβλ\.|\bπρβλ\.)[ \t]+(?:" + _ARTICLE + r")?(?:" + _PART + r"[ \t]+)?"
        r"|\b" + _PART + r"[ \t]+|\bσ(?:την|τη|τον|το|τα|τις)[ \t]+(?:" + _PART + r"[ \t]+)?)"
        r"{rel}[ \t]+"
    ),
    list_words=("και", "ή"),
    range_words=("έως", "ως", "μέχρι"),
    # Lower case only glued to the law number (`Νόμος 64α1`, typed so), as in Latin `64a1`.
    section_letters={**dict(zip(SECTIONS, LATIN, strict=True)), "Στ": "F",
                     **dict(zip(ITEMS, LATIN, strict=True))},
    item_letters=dict(zip(ITEMS, LATIN.lower(), strict=True)),
    not_law_before=(
        r"(?:[Δδ]ιανομ|[Ττ]ραπέζ|[Ζζ]εύγ|[Όό]μιλ|[Οο]μάδ|[Γγ]ύρ|[Αα]ίθουσ)[α-ωά-ώ]{0,3}"
    ),
    # `(έκδοση 2007)`, `των Νόμων του 2007`, `της έκδοσης (του) 1997`, `στους Νόμους του 2017`
    edition_after=(r"[ \t]*[(\[](?:(?:[Έέ]κδοση|[Έέ]κδ\.)[ \t]*"
                   r"|(?:οι[ \t]+)?[Νν]όμοι[ \t]+του[ \t]+)?{year}[)\]]"
                   r"|[ \t]+(?:(?:των|στους)[ \t]+[Νν]όμ(?:ων|ους)[ \t]+)?(?:του|της)[ \t]+"
                   r"(?:έκδοσης[ \t]+(?:του[ \t]+)?)?{year}"),
    edition_before=(
        r"(?:" + _NOMOS + r"[α-ωά-ώ]{1,3}|[Έέ]κδοσ[α-ωά-ώ]{1,3})[ \t]+(?:του[ \t]+)?{year}"
    ),
    # `η παράγραφος Β2 του Νόμου 64`, `οι παράγραφοι Β1 και Β2 του Νόμου 64`, `το εδάφιο
    # (β) της παραγράφου Γ1 του Νόμου 12`, `το τμήμα Γ αυτού του Νόμου`
    part_before=(r"(?:(?:[Εε]δάφι|[Εε]δαφί|[Υυ]ποπαρ[άα]γρ[άα]φ|[Σσ]ημεί)[α-ωά-ώ]{1,3}[ \t]+"
                 r"{item}[ \t]+τ(?:ου|ης)[ \t]+)?"
                 + _PART + r"[ \t]*{rel}[ \t]+(?:τ(?:ου|ης|ων)[ \t]+)?"),
    # `Νόμος 64 παρ. Β2`, `Νόμος 16, παράγραφος Β1`
    detail=r"[ \t]*(?:,[ \t]*|{open})?" + _PART + r"[ \t]*{rel}",
    part_word=_PART,
    detail_sub=(r"[ \t]*,?[ \t]*(?:(?:υπο)?παρ[άα]γρ[άα]φ[α-ωά-ώ]{1,3}|παρ\.|εδάφι[α-ωά-ώ]{1,3}"
                r"|σημεί[α-ωά-ώ]{1,3})[ \t]*"),
    letter_words=("Η",),  # the article: `Νόμος 64 Η αποκατάσταση`
    range_open="[Αα]πό",
    article=_ARTICLE,
    not_law_after=(
        r"[ \t]+τ(?:ου|ης|ων)[ \t]+(?:[Κκ]ανονισμ(?:ού|ών)|[Ππ]ροκήρυξης|[Κκ]αταστατικού"
        r"|[Όό]ρων|[Σσ]υνθηκών|[Κκ]ώδικα[ \t]+(?:[Δδ]εοντολογίας|[Σσ]υμπεριφοράς))(?![^\W_])"
        r"|(?:[ \t]{1,3}|-)(?:δευτερ[οό]λ[εέ]πτ|λεπτ)[α-ωά-ώ]{1,3}(?![^\W_])"
    ),
)
